import { aiOutputOf, describeService } from '@taskwell/task-engine';
import { answerInShape } from './ai-answer-shape.ts';
import { type AiSettings, type AiTier, aiTiers, configuredAiTiers } from './ai-settings.ts';
import { aiStepMessages } from './ai-step-messages.ts';
import { createChatClient } from './chat-client.ts';

import type { ChatClient, ChatReply } from './chat-port.ts';
import { type GroundedPrompt, groundPrompt } from './knowledge-grounding.ts';
import { providerFetch } from './provider-fetch.ts';
import type { Service, ServiceContext, ServiceValue } from './service.ts';
import { ServiceError, textOf, textOutput } from './service.ts';
import { isText } from './service-inputs.ts';

/** The tier a step uses when it names none. */
export const defaultAiTier: AiTier = 'public';

/** The longest prompt sent, after the inputs are put in (about 25,000 words). */
export const maxPromptCharacters = 150_000;

const placeholder = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

/**
 * The prompt of a step: its template with each `{{name}}` replaced by that input's text. Without
 * a template, each input is one titled block. A placeholder with no input is refused, since the
 * model would otherwise answer a question with a hole in it.
 */
export function fillPrompt(template: string | undefined, inputs: Readonly<Record<string, string>>): string {
  if (template === undefined || template.trim() === '') {
    return Object.entries(inputs)
      .map(([name, text]) => `${name}:\n${text}`)
      .join('\n\n');
  }
  const missing = [...template.matchAll(placeholder)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(name in inputs));
  if (missing.length > 0) {
    throw new ServiceError(
      `The prompt asks for ${[...new Set(missing)].map((name) => `{{${name}}}`).join(', ')}, which the step does not give.`,
    );
  }
  return template.replace(placeholder, (_, name: string) => inputs[name] ?? '');
}

function tierOf(option: string | number | boolean | undefined): AiTier {
  if (option === undefined || option === '') return defaultAiTier;
  const tier = aiTiers.find((candidate) => candidate === String(option).trim().toLowerCase());
  if (!tier)
    throw new ServiceError(
      `The AI "tier" must be one of ${aiTiers.join(', ')}; it was "${String(option).slice(0, 40)}".`,
    );
  return tier;
}

/**
 * The clients of the operator's configured tiers, made once each. A tier that is not configured
 * is refused with the tiers that are.
 */
export class TierClients {
  private readonly clients = new Map<AiTier, ChatClient>();

  constructor(private readonly settings: AiSettings) {}

  /** The client of `tier`; a ServiceError when the tier is not configured here. */
  of(tier: AiTier): ChatClient {
    const tierSettings = this.settings.tiers[tier];
    if (!tierSettings) {
      const offered = configuredAiTiers(this.settings);
      throw new ServiceError(
        `The ${tier} AI tier is not configured here; configured: ${offered.join(', ') || 'none'}.`,
      );
    }
    let client = this.clients.get(tier);
    if (!client) {
      client = createChatClient({
        kind: 'tier',
        tier,
        name: `The ${tier} AI provider`,
        ...tierSettings,
        timeoutMs: this.settings.timeoutMs,
        maxRetries: this.settings.maxRetries,
        keyHint: `AI_${tier.toUpperCase()}_API_KEY (or AI_API_KEY)`,
        fetch: this.settings.fetch ?? providerFetch,
      });
      this.clients.set(tier, client);
    }
    return client;
  }
}

/** The client a step calls: through the run's AI services when it has them, else the step's tier. */
export async function chatClientOf(
  options: Readonly<Record<string, string | number | boolean>>,
  context: ServiceContext,
  tiers: TierClients,
): Promise<ChatClient> {
  const tier = tierOf(options.tier);
  const resolved = context.chat ? await context.chat.resolve({ tier, aiService: options.aiService }) : { tier };
  return 'complete' in resolved ? resolved : tiers.of(resolved.tier);
}

/**
 * `ai.chat`: an OpenAI-compatible chat completion with the step's named text inputs. Options:
 * `prompt` (a template where `{{name}}` inserts an input), `system` (the model's instructions)
 * and `tier` (enterprise, partner or public; default public). Offered only when a tier is
 * configured (`loadAiSettings`).
 */
export function createAiChatService(settings: AiSettings): Service {
  const tiers = new TierClients(settings);

  return {
    ...describeService('ai.chat'),
    async run(inputs, context) {
      // A wrong tier is refused before anything is sent.
      tierOf(context.options.tier);
      const texts: Record<string, string> = {};
      for (const [name, value] of Object.entries(inputs) as Array<[string, ServiceValue]>) {
        // The collection is where the prompt is grounded (an id), not text for the prompt.
        if (name === 'collection') continue;
        if (!isText(value)) throw new ServiceError(`The AI input "${name}" must be text, not ${value.contentType}.`);
        texts[name] = textOf(value);
      }
      const filled = fillPrompt(
        context.options.prompt === undefined ? undefined : String(context.options.prompt),
        texts,
      ).trim();
      if (filled === '') throw new ServiceError('The AI step has no prompt and no input to send.');
      const grounded: GroundedPrompt | undefined = inputs.collection
        ? await groundPrompt({ prompt: filled, texts, inputs, context })
        : undefined;
      const prompt = grounded?.prompt ?? filled;
      if (prompt.length > maxPromptCharacters) {
        throw new ServiceError(
          `The AI prompt may have at most ${maxPromptCharacters.toLocaleString('en-US')} characters; this one has ${prompt.length.toLocaleString('en-US')}.`,
        );
      }
      const system = context.options.system === undefined ? '' : String(context.options.system).trim();
      const client = await chatClientOf(context.options, context, tiers);
      // Issue 40: the persona and the output's shape go into the system message; a JSON answer
      // that does not match its shape is asked again once (ai-answer-shape.ts).
      const output = aiOutputOf(context.ai);
      let reply: ChatReply | undefined;
      const shaped = await answerInShape({
        output,
        messages: aiStepMessages({ persona: context.persona, system, output, prompt }),
        ask: async (messages) => {
          reply = await client.complete({
            messages,
            signal: context.signal,
            ...(context.onText ? { onText: context.onText } : {}),
          });
          const text = reply.text.trim();
          if (text === '') throw new ServiceError(`${client.label} gave an empty answer.`);
          return { text, usage: reply.usage };
        },
      });
      const answer = shaped.text;
      const result = textOutput(grounded && output.kind !== 'json' ? `${answer}\n\n${grounded.sources}` : answer, {
        source: 'AI',
        facts: {
          ...(grounded ? { citations: grounded.citations } : {}),
          service: client.kind,
          ...(client.tier ? { tier: client.tier } : {}),
          model: reply?.model ?? '',
          finishReason: reply?.finishReason ?? null,
          promptTokens: shaped.usage?.promptTokens ?? null,
          completionTokens: shaped.usage?.completionTokens ?? null,
          ...(shaped.tries > 1 ? { tries: shaped.tries } : {}),
          ...(context.persona ? { persona: context.persona.name } : {}),
        },
      });
      return {
        ...result,
        contentType: shaped.contentType,
        ...(shaped.usage ? { usage: shaped.usage } : {}),
      };
    },
  };
}

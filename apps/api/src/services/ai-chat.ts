import { aiOutputOf, describeService } from '@taskwell/task-engine';
import type OpenAI from 'openai';
import { answerInShape } from './ai-answer-shape.ts';
import { type AiSettings, type AiTier, aiTiers, configuredAiTiers } from './ai-settings.ts';
import { aiStepMessages } from './ai-step-messages.ts';
import { type GroundedPrompt, groundPrompt } from './knowledge-grounding.ts';
import type { Service, ServiceValue } from './service.ts';
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
 * A provider's failure as a message a user can act on. The provider's own words are kept only
 * for a refused request (a wrong model name, a prompt too long), cut short and with the key
 * removed should a provider ever echo it.
 */
function providerFailure(
  error: unknown,
  options: { sdk: typeof OpenAI; tier: AiTier; apiKey: string; timeoutMs: number },
): ServiceError {
  const { sdk } = options;
  const name = `The ${options.tier} AI provider`;
  const redact = (text: string) => (options.apiKey ? text.split(options.apiKey).join('[key]') : text);
  if (error instanceof sdk.APIConnectionTimeoutError) {
    const wait = options.timeoutMs < 1000 ? `${options.timeoutMs} ms` : `${Math.round(options.timeoutMs / 1000)} s`;
    return new ServiceError(`${name} did not answer within ${wait}.`);
  }
  if (error instanceof sdk.APIConnectionError) return new ServiceError(`${name} could not be reached.`);
  if (error instanceof sdk.APIError && error.status !== undefined) {
    const status = error.status;
    const variable = `AI_${options.tier.toUpperCase()}_API_KEY`;
    if (status === 401 || status === 403) {
      return new ServiceError(`${name} refused the credentials (HTTP ${status}): check ${variable} (or AI_API_KEY).`);
    }
    if (status === 429) return new ServiceError(`${name} is limiting requests (HTTP 429): try again later.`);
    if (status >= 500) return new ServiceError(`${name} failed (HTTP ${status}): try again later.`);
    const detail = redact(String((error.error as { message?: unknown } | undefined)?.message ?? '')).slice(0, 300);
    return new ServiceError(`${name} refused the request (HTTP ${status})${detail ? `: ${detail}` : '.'}`);
  }
  return new ServiceError(`${name} gave an answer that could not be read.`);
}

/**
 * `ai.chat`: an OpenAI-compatible chat completion with the step's named text inputs. Options:
 * `prompt` (a template where `{{name}}` inserts an input), `system` (the model's instructions)
 * and `tier` (enterprise, partner or public; default public). Offered only when a tier is
 * configured (`loadAiSettings`).
 */
export function createAiChatService(settings: AiSettings): Service {
  const clients = new Map<AiTier, OpenAI>();
  // The client library is loaded when the first AI step runs, not when the API starts.
  let sdk: Promise<typeof OpenAI> | undefined;
  const clientOf = async (tier: AiTier): Promise<{ client: OpenAI; sdk: typeof OpenAI }> => {
    const tierSettings = settings.tiers[tier];
    if (!tierSettings) {
      const offered = configuredAiTiers(settings);
      throw new ServiceError(
        `The ${tier} AI tier is not configured here; configured: ${offered.join(', ') || 'none'}.`,
      );
    }
    sdk ??= import('openai').then((module) => module.default);
    const OpenAiClient = await sdk;
    let client = clients.get(tier);
    if (!client) {
      // Everything is passed explicitly: the client would otherwise read OPENAI_* variables of
      // the process, and send an OPENAI_ADMIN_KEY found there to this provider.
      client = new OpenAiClient({
        apiKey: tierSettings.apiKey,
        adminAPIKey: null,
        organization: null,
        project: null,
        webhookSecret: null,
        baseURL: tierSettings.baseUrl,
        timeout: settings.timeoutMs,
        maxRetries: settings.maxRetries,
        logLevel: 'off',
      });
      clients.set(tier, client);
    }
    return { client, sdk: OpenAiClient };
  };

  return {
    ...describeService('ai.chat'),
    async run(inputs, context) {
      const tier = tierOf(context.options.tier);
      const { client, sdk: library } = await clientOf(tier);
      const model = settings.tiers[tier]?.model ?? '';
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
      // Issue 40: the persona and the output's shape go into the system message; a JSON answer
      // that does not match its shape is asked again once (ai-answer-shape.ts).
      const output = aiOutputOf(context.ai);
      let completion: OpenAI.Chat.ChatCompletion | undefined;
      const shaped = await answerInShape({
        output,
        messages: aiStepMessages({ persona: context.persona, system, output, prompt }),
        ask: async (messages) => {
          try {
            completion = await client.chat.completions.create(
              { model, messages: [...messages] },
              { signal: context.signal },
            );
          } catch (error) {
            // An abort is the runtime's decision, not the provider's failure: it keeps its reason.
            if (context.signal.aborted) throw context.signal.reason;
            throw providerFailure(error, {
              sdk: library,
              tier,
              apiKey: settings.tiers[tier]?.apiKey ?? '',
              timeoutMs: settings.timeoutMs,
            });
          }
          const text = completion.choices?.[0]?.message?.content?.trim() ?? '';
          if (text === '') throw new ServiceError(`The ${tier} AI model gave an empty answer.`);
          const usage = completion.usage;
          return {
            text,
            usage: usage ? { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens } : null,
          };
        },
      });
      const choice = completion?.choices?.[0];
      const answer = shaped.text;
      return {
        ...textOutput(grounded && output.kind !== 'json' ? `${answer}\n\n${grounded.sources}` : answer, {
          source: 'AI',
          facts: {
            ...(grounded ? { citations: grounded.citations } : {}),
            tier,
            model: completion?.model || model,
            finishReason: choice?.finish_reason ?? null,
            promptTokens: shaped.usage?.promptTokens ?? null,
            completionTokens: shaped.usage?.completionTokens ?? null,
            ...(shaped.tries > 1 ? { tries: shaped.tries } : {}),
            ...(context.persona ? { persona: context.persona.name } : {}),
          },
        }),
        contentType: shaped.contentType,
      };
    },
  };
}

import type { JsonShape } from './json-shape.ts';
import type { Binding } from './task-definition.ts';

/**
 * What an AI step's answer is (issue 40): plain text, markdown (the default), or JSON that
 * matches a shape the creator wrote (checked at run time; a mismatch is asked again once, then
 * fails the step).
 */
export type AiOutputShape = { kind: 'text' } | { kind: 'markdown' } | { kind: 'json'; schema: JsonShape };

/** The kinds of {@link AiOutputShape}, in the order the editor offers them. */
export const aiOutputKinds = ['markdown', 'text', 'json'] as const;

/** Whose persona speaks in a step: the runner's (the run's, when it names one), or one of the creator's. */
export type AiPersonaChoice = 'runner' | { personaId: string };

/**
 * The settings an AI step has besides its literal options (its prompt, `tier` and `aiService`,
 * decision 130): its persona and its output's shape, kept in the step's `ai` field. Each is
 * optional; absent means the runner's persona and markdown.
 */
export type AiStepSettings = {
  persona?: AiPersonaChoice;
  output?: AiOutputShape;
};

/** The persona an AI step asks for. */
export function aiPersonaOf(settings: AiStepSettings | undefined): AiPersonaChoice {
  return settings?.persona ?? 'runner';
}

/** The output shape of an AI step. */
export function aiOutputOf(settings: AiStepSettings | undefined): AiOutputShape {
  return settings?.output ?? { kind: 'markdown' };
}

/** A prompt's `{{name}}` placeholder, as the `ai.chat` service fills it. */
const placeholder = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

/** One variable of a prompt: its name and where it stands in the prompt (for chips). */
export interface PromptVariable {
  name: string;
  /** The offset of its `{{` and the one past its `}}`. */
  start: number;
  end: number;
}

/** The variables of a prompt, in order (a name used twice is listed twice). */
export function promptVariables(prompt: string): PromptVariable[] {
  return [...prompt.matchAll(placeholder)].map((match) => ({
    name: match[1] ?? '',
    start: match.index ?? 0,
    end: (match.index ?? 0) + match[0].length,
  }));
}

/**
 * The kinds of variable the editor inserts: a form field (`form.name`), a question asked mid-run
 * (`ask.name`) and an earlier step's result (`step.id`). The prefix says where the value comes
 * from, so a field and a step of the same name are never confused.
 */
const prefixes = { form: 'param', ask: 'ask', step: 'step' } as const;

/** The variable name that inserts a binding's value (`form.topic` for a form field "topic"); none for a fixed text. */
export function variableNameOf(binding: Binding): string | undefined {
  if ('param' in binding) return `form.${binding.param}`;
  if ('ask' in binding) return `ask.${binding.ask}`;
  if ('step' in binding) return `step.${binding.step}`;
  return undefined;
}

/** The binding a prefixed variable name stands for (`step.outline` is the step "outline"); none for another name. */
export function bindingOfVariable(name: string): Binding | undefined {
  const dot = name.indexOf('.');
  if (dot < 0) return undefined;
  const kind = prefixes[name.slice(0, dot) as keyof typeof prefixes];
  const target = name.slice(dot + 1);
  if (!kind || target === '') return undefined;
  if (kind === 'param') return { param: target };
  if (kind === 'ask') return { ask: target };
  return { step: target };
}

/**
 * The inputs of an AI step as its prompt makes them: every prefixed variable bound to what it
 * names, every other input kept as it was (a knowledge collection, a variable bound by hand), and
 * a prefixed input the prompt no longer uses dropped. The editor keeps a step's inputs with it.
 */
export function inputsOfPrompt(prompt: string, inputs: Readonly<Record<string, Binding>>): Record<string, Binding> {
  const used = new Set(promptVariables(prompt).map((variable) => variable.name));
  const next: Record<string, Binding> = {};
  for (const [name, binding] of Object.entries(inputs)) {
    if (bindingOfVariable(name) && !used.has(name)) continue;
    next[name] = binding;
  }
  for (const name of used) {
    const binding = bindingOfVariable(name);
    if (binding && !(name in next)) next[name] = binding;
  }
  return next;
}

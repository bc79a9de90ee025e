import type { TaskDefinition } from './task-definition.ts';

/** What a new task starts from. */
export interface StarterOptions {
  /** The task's id (the server's task id). */
  id: string;
  /** The name its user gave it. */
  name: string;
}

/**
 * A new task's first draft (issue 39: a blank task opened with six problems, two of them the
 * same): a form asking for a text and one step summarising it, a task that works as soon as its
 * card is filled in. What is left to do is what only its user can say: a heading, a
 * description, an icon and a category. Each part can be changed or removed.
 */
export function starterDefinition({ id, name }: StarterOptions): TaskDefinition {
  return {
    id,
    name,
    heading: '',
    description: '',
    imageName: '',
    powerFee: 1,
    plans: 'explorer',
    category: '',
    parameters: [
      { id: 'text', name: 'text', valueType: 'text/plain', ui: { type: 'text', placeholder: 'Paste or type a text' } },
    ],
    flow: {
      sequence: [{ step: 'summary', service: 'text.summary', output: 'Summary', inputs: { text: { param: 'text' } } }],
    },
  };
}

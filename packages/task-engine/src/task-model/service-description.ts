/** The kind of value a service input takes. */
export type ServiceInputKind = 'text' | 'image' | 'pdf' | 'any';

/** One input a service takes. */
export interface ServiceInputSpec {
  /** `text`: any text/* value; `image`: PNG, JPEG or WebP bytes; `pdf`: a PDF; `any`: whatever comes. */
  kind: ServiceInputKind;
  /** Whether the step must bind it; optional inputs fall back to the service's default. */
  required: boolean;
  /** One line for the editor and the checks' messages. */
  description: string;
}

/** One literal option a step may give its service. */
export interface ServiceOptionSpec {
  /** The option's type; with `choices`, one of them. */
  type: 'string' | 'number' | 'boolean';
  /** Its name in the editor ("Model tier"); the option's own name when left out. */
  label?: string;
  /** One line for the editor. */
  description: string;
  /** The values it may take, when it is a choice. */
  choices?: readonly string[];
  /** The words the editor shows for each choice ("Short" for `short`); the value itself when left out. */
  choiceLabels?: Readonly<Record<string, string>>;
  /** Whether a step must give it. */
  required?: boolean;
  /** A long text (a prompt), edited over several lines. */
  multiline?: boolean;
}

/**
 * What a service is, as data: its name, label, inputs, options and what it produces. The server's
 * services add their code to this; the editor and the flow check need only this.
 */
export interface ServiceDescription {
  /** The name a flow's step uses (`text.summary`, `audio.speech`, ...). */
  name: string;
  /** The label of its result items' `source`, and its name in the editor. */
  label: string;
  /** What it does, in one sentence for the editor. */
  summary: string;
  /** Its inputs by name. */
  inputs: Readonly<Record<string, ServiceInputSpec>>;
  /** When set, inputs of any other name are accepted with this spec (a report takes any number of sections). */
  otherInputs?: ServiceInputSpec;
  /** The literal options a step may give it. */
  options?: Readonly<Record<string, ServiceOptionSpec>>;
  /** The content types of its output. */
  produces: readonly string[];
  /** Whether it calls an AI provider (offered only where one is configured). */
  ai?: boolean;
}

/** A choice of an option in words: its label, or the value itself when it has none. */
export function choiceLabel(spec: Pick<ServiceOptionSpec, 'choiceLabels'>, choice: string): string {
  return spec.choiceLabels?.[choice] ?? choice;
}

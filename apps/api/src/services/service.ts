import type { AiStepSettings, ServiceDescription, ServiceInputSpec } from '@taskwell/task-engine';
import type { Root } from 'mdast';
import type { ChatServices, ChatUsage } from './chat-port.ts';
import type { KnowledgeSearch } from './knowledge-port.ts';
import type { TextAnalyses } from './text-analyses.ts';

/**
 * What a service step of a task flow is: one AI or non-AI service (spec §1 "stacks of AI and
 * non-AI services") that turns named inputs into one output. The runtime resolves a step's inputs
 * (a start parameter, an answer given on resume, a literal, or an earlier step's output), calls
 * `run`, stores the output as an asset and shows it as one result of the run.
 */

/** A value handed to a service: text or bytes, with its content type. */
export interface ServiceValue {
  /** The content type, such as `text/plain`, `text/markdown`, `image/png` or `application/pdf`. */
  contentType: string;
  /** The bytes (UTF-8 for text). */
  bytes: Buffer;
  /** The file name, when the value is an uploaded file. */
  fileName?: string;
  /**
   * The markdown's syntax tree, when a step of this same execution wrote it: a reader takes it
   * instead of parsing the text again (issue 32). It is the tree the text was written from, so
   * both say the same; readers never change it.
   */
  document?: Root;
}

/** What one service call produced. */
export interface ServiceOutput {
  /** The content type of `bytes`: `text/markdown`, `text/plain`, `image/png`, `audio/wav`, ... */
  contentType: string;
  /** The output itself. */
  bytes: Buffer;
  /** The name shown as the result item's source (the service, or the file it came from). */
  source: string;
  /** Facts about the output that a later step or a test may read (scores, counts, language). */
  facts?: Record<string, unknown>;
  /** For markdown written from a syntax tree: that tree, handed to later steps of the run (see {@link ServiceValue.document}). */
  document?: Root;
  /** The tokens an AI call used (issue 40): recorded with the run, shown with the result. */
  usage?: ChatUsage;
}

/** One input a service takes: the engine package's description of it (one copy for the server and the editor). */
export type { ServiceInputSpec };

/** What the runtime gives a service besides its inputs. */
export interface ServiceContext {
  /** Aborted when the run is abandoned (timeout, shutdown): long services stop early. */
  signal: AbortSignal;
  /** The step's literal options from the flow (a report title, a prompt, a model tier). */
  options: Readonly<Record<string, string | number | boolean>>;
  /** The analyses of texts made by this run's steps, shared between them (a test may leave them out). */
  analyses?: TextAnalyses;
  /** The e-mail of the account the run belongs to: whose knowledge a knowledge step reads (issue 28). */
  accountEmail?: string;
  /** The Well of Knowledge, where this server has it; a knowledge step without it is refused. */
  knowledge?: KnowledgeSearch;
  /** The AI services this run's AI steps may call (issue 40); without it, `ai.chat` calls the operator's tiers. */
  chat?: ChatServices;
  /** Shows the step's text as it is written (an AI answer streaming in); the last call need not be the whole text. */
  onText?: (textSoFar: string) => void;
  /** The terms the organizations of the run's account allow, read once when a step first asks (issue 43). */
  allowedTerms?: () => Promise<readonly string[]>;
  /**
   * The persona the step writes in (issue 40): the run's, or the one of the task creator's its
   * AI step names. An AI step puts its instructions first in its system message; an offline text
   * service uses what it can of it (`text.bias` flags its words to avoid; decision 133).
   */
  persona?: StepPersona;
  /** An AI step's settings besides its options: its persona's choice and its output's shape (issue 40). */
  ai?: AiStepSettings;
}

/** A persona as a step reads it: its name, its instructions as a model reads them, its words to avoid. */
export interface StepPersona {
  name: string;
  instructions: string;
  wordsToAvoid: readonly string[];
}

/**
 * A service the runtime can call: its description (name, label, inputs, options, what it produces)
 * is the engine package's (`describeService`), the same the flow check and the editor read; the
 * server adds its code.
 */
export interface Service extends ServiceDescription {
  /**
   * False when the operator configured nothing it needs (`ai.chat` without an `AI_*` tier): the
   * seeded tasks that need it are left out, while a user's task may still call it through their
   * own AI service (issue 40).
   */
  configured?: boolean;
  /** Runs once; throws a `ServiceError` for input it cannot use (the run ends ERROR with that message). */
  run(inputs: Readonly<Record<string, ServiceValue>>, context: ServiceContext): Promise<ServiceOutput>;
}

/** A failure a user can act on: its message is shown as the run's message. */
export class ServiceError extends Error {
  override name = 'ServiceError';
}

/** Text of a value (UTF-8). */
export function textOf(value: ServiceValue): string {
  return value.bytes.toString('utf8');
}

/** A text output. */
export function textOutput(
  text: string,
  options: { contentType?: 'text/plain' | 'text/markdown'; source: string; facts?: Record<string, unknown> },
): ServiceOutput {
  return {
    contentType: options.contentType ?? 'text/markdown',
    bytes: Buffer.from(text, 'utf8'),
    source: options.source,
    ...(options.facts ? { facts: options.facts } : {}),
  };
}

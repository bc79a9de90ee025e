// Issue 40: how an AI step reaches a model, whichever service it runs on (an operator tier or a
// private service). The `ai.chat` service builds the messages and reads the answer; a ChatClient
// makes the call. The runtime gives each run's steps a `ChatServices` (ServiceContext.chat) that
// resolves a step's options and the run's choice to a client, checked against the runner's plan
// when the run started (decision 130).
//
// A step of `ai.chat` names its service with two options:
//   - `tier`: `public` (default), `partner` or `enterprise`: the operator's tier it asks for;
//   - `aiService`: absent (the step's tier, fixed), `runner` (the runner's choice; the step's tier
//     is the default when they choose nothing), or `private:<uuid>` (one of the creator's own
//     private services: every run of the task, a buyer's too, runs on it).
// The run's choice (`ExecuteTaskRequest.aiService`) is `public`, `partner`, `enterprise` or
// `private:<uuid>` (see @taskwell/domain `parseAiServiceKey`), used by the `runner` steps only.

/** One message of a chat. */
export interface ChatMessage {
  /** Who speaks: the instructions (`system`), the user, or the model (an earlier answer). */
  role: 'system' | 'user' | 'assistant';
  /** The text. */
  content: string;
}

/** The tokens one call used, as the provider counted them (its `usage`). */
export interface ChatUsage {
  /** Tokens of the messages sent. */
  promptTokens: number;
  /** Tokens of the answer. */
  completionTokens: number;
}

/** One call. */
export interface ChatRequest {
  /** The messages, system first. */
  messages: readonly ChatMessage[];
  /** Aborted when the step is (a cancel, a timeout, a shutdown): the provider's call is closed at once. */
  signal: AbortSignal;
  /** Called with the whole answer so far as it is written (streaming); at most a few times a second. */
  onText?: (textSoFar: string) => void;
  /** Asks the model for a JSON object (OpenAI's `response_format: json_object`) where it supports it. */
  json?: boolean;
}

/** What one call gave. */
export interface ChatReply {
  /** The answer's text, as written (not trimmed). */
  text: string;
  /** The model that answered, as the provider names it. */
  model: string;
  /** Why the model stopped (`stop`, `length`, ...), when it says. */
  finishReason: string | null;
  /** The tokens used, when the provider counts them. */
  usage: ChatUsage | null;
}

/** A model to call: an operator tier's or a private service's. */
export interface ChatClient {
  /** What the service is, for results and messages: `tier` or `private`. */
  readonly kind: 'tier' | 'private';
  /** Its name in messages a user reads: "the public AI tier", "the AI service \"Team Llama\"". */
  readonly label: string;
  /** The tier, for a tier's client. */
  readonly tier?: 'public' | 'partner' | 'enterprise';
  /** Calls the model; throws a ServiceError a user can act on (the provider's own words kept, never a key). */
  complete(request: ChatRequest): Promise<ChatReply>;
}

/** The options of an AI step that choose its service (see the top of this file). */
export interface AiStepOptions {
  /** `public`, `partner` or `enterprise`; default `public`. */
  tier?: string | number | boolean | undefined;
  /** Absent, `runner`, or `private:<uuid>`. */
  aiService?: string | number | boolean | undefined;
}

/** An operator tier, which the `ai.chat` service calls with its own clients of the tiers. */
export interface TierChoice {
  tier: 'public' | 'partner' | 'enterprise';
}

/** What a run's AI steps call through (ServiceContext.chat). */
export interface ChatServices {
  /**
   * Where a step with these options runs (the run's choice applied): a private service's client,
   * or an operator tier; a ServiceError when it cannot be used.
   */
  resolve(step: AiStepOptions): Promise<ChatClient | TierChoice>;
}

import type {
  PaymentInfo,
  Profile,
  Result,
  RunInputView,
  RunStatus,
  SubscriptionStatus,
  TaskParameter,
} from '@taskwell/api-sdk';

/** An account with everything the mock API keeps about it. */
export interface MockAccount {
  profile: Profile;
  subscription: SubscriptionStatus;
  payment: PaymentInfo;
  /** The professional social network link, when linked (`profile.linkedinConnected` follows it). */
  linkedin?: { memberName: string; linkedAt: string } | undefined;
}

/** A run of a mock task. */
export interface MockRun {
  requestId: string;
  taskId: string;
  owner: string;
  status: RunStatus;
  /** Index of the next step to run. */
  cursor: number;
  /** The step shown to the client (the stepper's active step is step + 1). */
  step: number;
  results: Result[];
  /** The start inputs, as the run's detail lists them. */
  inputs: RunInputView[];
  /** When it was started, last changed and ended, in milliseconds. */
  createdAt: number;
  updatedAt: number;
  finishedAt?: number | undefined;
  /** What the run was charged when it is not its task's fee (a run bought in the AI Store). */
  fee?: number | undefined;
  /** The run this one runs again (a retry). */
  retryOf?: string | undefined;
  /** The automation that started it ("Started by automation <name>"), when one did. */
  automation?: { id: string; name: string } | undefined;
  /** The AI service the runner chose (issue 40), as `ExecuteTaskRequest.aiService` names it. */
  aiService?: string | undefined;
  /** The input the run waits for while PAUSED. */
  waitingFor?: { assetId: string; parameter: TaskParameter } | undefined;
  message?: string | undefined;
  /**
   * The follower that moves the run on by time (the latest event stream, or a start's wait):
   * a stream its client left may still tick, and must not move the run a second time.
   */
  ticker?: symbol | undefined;
}

/** An embedded checkout session of the mock payment provider. */
export interface MockCheckout {
  id: string;
  owner: string;
  effect:
    | { kind: 'credits'; credits: number }
    | { kind: 'subscription'; priceId: string }
    | { kind: 'payment-method'; default: boolean; subscription: boolean };
  applied: boolean;
}

/** Feedback on a result item. */
export interface MockFeedback {
  id: string;
  assetId: string;
  owner: string;
  rating?: 'up' | 'down' | undefined;
  comment?: string | undefined;
}

/** A message the contact form sent, as the mock API kept it. */
export interface MockContactMessage {
  email: string;
  name: string;
  message: string;
  /** When it arrived, in milliseconds. */
  receivedAt: number;
}

/** Options of the mock API. */
export interface MockApiOptions {
  /** The clock, in milliseconds; tests pass a fake one. */
  now?: () => number;
  /** How long a session token lives, in seconds (default 7 days). */
  sessionSeconds?: number;
  /** How often a run's event stream moves the run on by one step, in ms (default 250). */
  eventIntervalMs?: number;
  /** The studio's LinkedIn callback the mock's authorization page sends back to (default the studio's `/linkedin-auth` on port 3001). */
  linkedinRedirectUri?: string;
}

import type { ContactField, ContactMessage } from '@taskwell/domain';

/** What the form sends: the visitor's message and the hidden field only programs fill in. */
export interface OutgoingContactMessage extends ContactMessage {
  /** The honeypot: empty when a person wrote the message. */
  website: string;
}

/** How a send ended, as the form shows it (spec §8). */
export type SendResult =
  /** The message is on its way: 'Message sent successfully!'. */
  | { kind: 'sent' }
  /** The receiver turned it down and said why: its words, per field where it named one. */
  | { kind: 'refused'; message: string; fields: Partial<Record<ContactField, string>> }
  /** It did not get through (network, server, timeout): 'Failed to send message. Please try again later.' */
  | { kind: 'failed' };

/** Sends one message from the form; never rejects, a failure is a result. */
export type ContactSender = (message: OutgoingContactMessage) => Promise<SendResult>;

/** How long a send may take before the form says it failed. */
export const sendTimeoutMs = 15_000;

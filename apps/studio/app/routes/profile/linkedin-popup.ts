// The browser side of the LinkedIn link (spec §2 Social tab, §5, §7, decision 070): the popup,
// the state kept in session storage, and the message the callback page posts back.

/** The session storage key of the state of the authorization in progress (spec §7). */
export const linkedInStateKey = 'taskwell.linkedin-auth-state';

/**
 * The same-origin channel the callback page falls back to when its opener is gone: a provider page
 * that sends `Cross-Origin-Opener-Policy` cuts the popup from its opener for good.
 */
export const linkedInChannelName = 'taskwell.linkedin-auth';

/** What the Social tab answers on the channel once it has the callback's message. */
export const linkedInReceived = { type: 'LinkedInAuthReceived' } as const;

/** The message `/linkedin-auth` posts to its opener (spec §5). */
export interface LinkedInAuthMessage {
  type: 'LinkedInAuth';
  /** The authorization code, or null when the provider sent the member back without one. */
  code: string | null;
  state: string | null;
}

/** The callback's message from its page's query (spec §5). */
export function callbackMessage(search: string): LinkedInAuthMessage {
  const query = new URLSearchParams(search);
  return { type: 'LinkedInAuth', code: query.get('code'), state: query.get('state') };
}

/** Whether a posted message is the callback's, in its shape. */
export function isLinkedInAuthMessage(data: unknown): data is LinkedInAuthMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<Record<keyof LinkedInAuthMessage, unknown>>;
  return (
    message.type === 'LinkedInAuth' &&
    (message.code === null || typeof message.code === 'string') &&
    (message.state === null || typeof message.state === 'string')
  );
}

/** The window features of the 600×600 popup (spec §7), centred over the page. */
export function popupFeatures(screen: { left: number; top: number; width: number; height: number }): string {
  const size = 600;
  const left = Math.max(0, Math.round(screen.left + (screen.width - size) / 2));
  const top = Math.max(0, Math.round(screen.top + (screen.height - size) / 2));
  return `popup=yes,width=${size},height=${size},left=${left},top=${top}`;
}

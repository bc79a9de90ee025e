import addressparser from 'nodemailer/lib/addressparser';

/** Where the contact form's messages go and who may send them (issue 20). */
export interface ContactSettings {
  /** The company's address the messages are mailed to (`CONTACT_TO`). */
  to: string;
  /** Browser origins the form may post from: the public site's (`MARKETING_URL`). */
  origins: string[];
  /** Messages one visitor (a client address) may send per window. */
  messagesPerVisitor: { points: number; seconds: number };
}

/** The public site's default origins (ARCHITECTURE: port 3000). */
export const defaultMarketingOrigins = ['http://127.0.0.1:3000', 'http://localhost:3000'];

/** The company's inbox, the 5 messages a minute a visitor may send, the public site's default origin. */
export const defaultContactSettings: ContactSettings = {
  to: 'Taskwell <hello@taskwell.dev>',
  origins: defaultMarketingOrigins,
  messagesPerVisitor: { points: 5, seconds: 60 },
};

/** The mailboxes of an address list (`Name <a@b>, c@d`), group members included; empty when none parse. */
export function mailboxesOf(list: string): string[] {
  return addressparser(list, { flatten: true })
    .map((entry) => entry.address)
    .filter((address) => /^[^@\s]+@[^@\s]+$/.test(address));
}

/**
 * The contact settings from the environment: `CONTACT_TO` (checked: the server does not start
 * with an address no mail can go to) and the public site's origins from `MARKETING_URL`, given
 * as `withLocalhost` spells them. Unset variables keep their defaults.
 */
export function readContactSettings(
  env: NodeJS.ProcessEnv,
  originsOf: (url: string) => string[],
): Partial<ContactSettings> {
  const settings: Partial<ContactSettings> = {};
  const to = env.CONTACT_TO?.trim();
  if (to) {
    if (mailboxesOf(to).length === 0) {
      throw new Error(`CONTACT_TO must be an e-mail address, such as "Taskwell <hello@taskwell.dev>"; got "${to}"`);
    }
    settings.to = to;
  }
  const marketingUrl = env.MARKETING_URL?.trim();
  if (marketingUrl) settings.origins = [...new Set(originsOf(marketingUrl))];
  return settings;
}

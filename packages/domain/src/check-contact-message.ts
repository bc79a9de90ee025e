// The rules of a message from the public site's contact form (spec §2 contact, §5: email, name and
// message are required). One set, run by the form before it sends and by the server when it
// receives, so the visitor reads the same words from both.

/** A message as the visitor wrote it. */
export interface ContactMessage {
  /** Where the reply goes. */
  email: string;
  /** Who is writing. */
  name: string;
  /** What they wrote. */
  message: string;
}

/** A field of the contact form. */
export type ContactField = keyof ContactMessage;

/** What is wrong with one field, in words for the visitor. */
export interface ContactFieldProblem {
  /** The field. */
  field: ContactField;
  /** What to change, as a sentence. */
  message: string;
}

/** The outcome of a check: the message as it is kept, or every problem found. */
export type ContactMessageCheck =
  | { ok: true; message: ContactMessage }
  | { ok: false; problems: ContactFieldProblem[] };

/**
 * The longest value of each field, in characters. An address has at most 254 (RFC 5321's path
 * limit); a name fits a line; a message, a long e-mail.
 */
export const contactMessageLimits: Readonly<Record<ContactField, number>> = {
  email: 254,
  name: 200,
  message: 5000,
};

// The address a browser's `type="email"` input accepts (the HTML standard's "valid e-mail
// address"), with a dot in the domain: a reply has to reach a real mailbox.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** C0 and C1 control characters (U+0000-U+001F, U+007F-U+009F), line breaks and tabs among them. */
function isControl(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

// In a message, tabs and line breaks are writing; other control characters (a form feed from a
// pasted PDF, a NUL) are not, and a database text column cannot hold NUL.
function withoutStrayControls(text: string): string {
  return [...text].filter((character) => !isControl(character) || character === '\n' || character === '\t').join('');
}

const count = new Intl.NumberFormat('en-US');

function lengthOf(text: string): number {
  return [...text].length;
}

function tooLong(what: string, field: ContactField, length: number): string {
  return `${what} is too long: at most ${count.format(contactMessageLimits[field])} characters (it has ${count.format(length)}).`;
}

function emailProblem(email: string): string | undefined {
  if (email === '') return 'Please enter your e-mail address.';
  const length = lengthOf(email);
  if (length > contactMessageLimits.email) return tooLong('The e-mail address', 'email', length);
  if (!emailPattern.test(email)) return 'Please enter a valid e-mail address, such as name@example.com.';
  return undefined;
}

function nameProblem(name: string): string | undefined {
  if (name === '') return 'Please enter your name.';
  if ([...name].some(isControl)) return 'Please write your name on one line.';
  const length = lengthOf(name);
  if (length > contactMessageLimits.name) return tooLong('Your name', 'name', length);
  return undefined;
}

function messageProblem(message: string): string | undefined {
  if (message === '') return 'Please write a message.';
  const length = lengthOf(message);
  if (length > contactMessageLimits.message) return tooLong('Your message', 'message', length);
  return undefined;
}

/**
 * Checks a contact message and gives it as it is kept: the address and the name without the spaces
 * around them, the message with its line breaks as `\n`, without control characters other than
 * tabs and line breaks and without blank space at its ends. Lengths count characters (code
 * points) of the kept values; a field of only spaces is empty.
 */
export function checkContactMessage(input: ContactMessage): ContactMessageCheck {
  const message: ContactMessage = {
    email: input.email.trim(),
    name: input.name.trim(),
    message: withoutStrayControls(input.message.replace(/\r\n?/g, '\n')).trim(),
  };
  const problems: ContactFieldProblem[] = [];
  const found: Record<ContactField, string | undefined> = {
    email: emailProblem(message.email),
    name: nameProblem(message.name),
    message: messageProblem(message.message),
  };
  for (const field of ['email', 'name', 'message'] as const) {
    const problem = found[field];
    if (problem) problems.push({ field, message: problem });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, message };
}

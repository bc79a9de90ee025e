import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail the capture server received. */
export interface ReceivedMail {
  /** The envelope's sender. */
  from: string;
  /** The envelope's recipients. */
  to: string[];
  /** The message as it came over the wire. */
  raw: string;
}

/** A real SMTP server on a free loopback port (port 0) that keeps what it receives, or refuses it. */
export interface SmtpCapture {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every mail received, oldest first. */
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * Starts an SMTP capture server (`smtp-server`). With `refuse`, it answers every message with a
 * permanent error, as a mail server that does not take the mail would.
 */
export async function startSmtpCapture(options: { refuse?: boolean } = {}): Promise<SmtpCapture> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.refuse) {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          callback(error);
          return;
        }
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received mail's header fields (unfolded, by lower-case name) and its text, decoded. */
export function readMail(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  let bytes: Buffer;
  if (encoding === 'quoted-printable') {
    const unwrapped = body.replace(/=\r\n/g, '');
    bytes = Buffer.from(
      unwrapped.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    );
  } else if (encoding === 'base64') {
    bytes = Buffer.from(body, 'base64');
  } else {
    bytes = Buffer.from(body, 'utf8');
  }
  return { headers, text: bytes.toString('utf8').replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

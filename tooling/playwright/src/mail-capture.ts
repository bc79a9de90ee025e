import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.ts';

/** One captured mail, as the capture server keeps it on disk. */
export interface CapturedMail {
  /** The envelope's recipients, lower case. */
  to: string[];
  /** The Subject header. */
  subject: string;
  /** The whole message as received. */
  raw: string;
  /** When it arrived, in milliseconds. */
  receivedAt: number;
}

/**
 * A real SMTP server (`smtp-server`) on a free loopback port that accepts every message and writes
 * it as JSON into `dir`, so that test workers (other processes) read the mails a server sent.
 */
export async function startMailCapture(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  await mkdir(dir, { recursive: true });
  const port = await freePort();
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: CapturedMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          raw,
          receivedAt: Date.now(),
        };
        sequence += 1;
        const name = `${String(Date.now()).padStart(15, '0')}-${String(sequence).padStart(6, '0')}.json`;
        // Written aside, then renamed: a worker reading the folder meanwhile never sees half a mail.
        const path = join(dir, name);
        writeFile(`${path}.part`, JSON.stringify(mail))
          .then(() => rename(`${path}.part`, path))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The mails captured in `dir` for one address, oldest first. */
export async function mailsTo(dir: string, address: string): Promise<CapturedMail[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const mails = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as CapturedMail),
  );
  return mails.filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** A captured mail's header fields (unfolded, by lower-case name) and its text part, decoded. */
export function readMail(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const bytes =
    encoding === 'quoted-printable'
      ? Buffer.from(
          body
            .replace(/=\r\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        )
      : encoding === 'base64'
        ? Buffer.from(body, 'base64')
        : Buffer.from(body, 'utf8');
  return { headers, text: bytes.toString('utf8').replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

// The HTTP client side of scripts/bench-e2e.ts: one exchange on a kept-alive connection.
import { type Agent, request as httpRequest } from 'node:http';

/** One HTTP exchange on a kept-alive connection: status and body text. */
export function exchange(
  agent: Agent,
  port: number,
  options: { method: 'GET' | 'POST'; path: string; token?: string; body?: string; accept?: string },
  onChunk?: (text: string) => boolean,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(options.body));
    }
    if (options.accept) headers.accept = options.accept;
    const sent = httpRequest(
      { agent, host: '127.0.0.1', port, method: options.method, path: options.path, headers },
      (response) => {
        response.setEncoding('utf8');
        let body = '';
        let stopped = false;
        response.on('data', (chunk: string) => {
          body += chunk;
          // A stream reader that has what it needs leaves before the server ends the stream.
          if (!stopped && onChunk?.(body)) {
            stopped = true;
            response.destroy();
            resolve({ status: response.statusCode ?? 0, body });
          }
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', (error) => (stopped ? undefined : reject(error)));
      },
    );
    sent.on('error', reject);
    sent.end(options.body);
  });
}

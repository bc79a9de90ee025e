import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';

/**
 * Sends `body` to `POST /api/asset/create` of a listening server in chunks of `chunkBytes`, with no
 * Content-Length (as a client streaming a file of unknown size), and resolves with the status the
 * server answered; a connection the server closes after answering is not an error.
 */
export function sendChunkedUpload(options: {
  port: number;
  headers: Record<string, string>;
  body: Buffer;
  chunkBytes: number;
}): Promise<number> {
  const { body, chunkBytes } = options;
  return new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: options.port,
        method: 'POST',
        path: '/api/asset/create',
        headers: { ...options.headers, 'transfer-encoding': 'chunked' },
        timeout: 10_000,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', () => undefined);
    request.on('timeout', () => reject(new Error('timed out')));
    Readable.from(
      (function* () {
        for (let offset = 0; offset < body.length; offset += chunkBytes)
          yield body.subarray(offset, offset + chunkBytes);
      })(),
    ).pipe(request);
  });
}

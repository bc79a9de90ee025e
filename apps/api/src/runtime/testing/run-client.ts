import { setTimeout as sleep } from 'node:timers/promises';
import type { RequestStatus, RunAccepted } from '@taskwell/api-sdk';
import type { FastifyInstance } from 'fastify';

/** A reply of an execution call: its status and, for 200, the decoded `body` document. */
export interface ExecutionReply<T> {
  statusCode: number;
  document: T;
  /** The error body, for other statuses. */
  error: { code: string; message: string; details?: { path: string; message: string }[] };
}

/** Calls the execution operations over HTTP (in-process inject) as a signed-in user. */
export function runClient(app: FastifyInstance, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const decode = <T>(response: { statusCode: number; json(): unknown }): ExecutionReply<T> => {
    const json = response.json() as { body?: string };
    return {
      statusCode: response.statusCode,
      document: (response.statusCode === 200 ? JSON.parse(json.body as string) : undefined) as T,
      error: json as ExecutionReply<T>['error'],
    };
  };
  return {
    async execute(taskId: string, values: Record<string, string>): Promise<ExecutionReply<RunAccepted>> {
      const parameters = Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name, { metadata: { 'Content-Type': 'text/plain' }, value }]),
      );
      const response = await app.inject({
        method: 'POST',
        url: `/api/execute/task?_=${Date.now()}`,
        headers,
        payload: { taskId, parameters, character: { name: 'EMPTY', content: '' } },
      });
      return decode<RunAccepted>(response);
    },

    async resume(
      requestId: string,
      parameters: { assetId: string; value: string }[],
    ): Promise<ExecutionReply<RunAccepted>> {
      const response = await app.inject({
        method: 'POST',
        url: `/api/request/resume/${requestId}?_=${Date.now()}`,
        headers,
        payload: { parameters },
      });
      return decode<RunAccepted>(response);
    },

    async status(requestId: string): Promise<ExecutionReply<RequestStatus>> {
      const response = await app.inject({
        method: 'GET',
        url: `/api/request/results/${requestId}?_=${Date.now()}`,
        headers,
      });
      return decode<RequestStatus>(response);
    },

    /** Polls until the run leaves IN_PROGRESS, as the studio does (bounded by `timeoutMs` for a run that hangs: generous, since a busy machine slows every run). */
    async settle(requestId: string, timeoutMs = 120_000): Promise<RequestStatus> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const reply = await this.status(requestId);
        if (reply.statusCode !== 200)
          throw new Error(`polling answered ${reply.statusCode}: ${JSON.stringify(reply.error)}`);
        if (reply.document.status !== 'IN_PROGRESS') return reply.document;
        await sleep(10);
      }
      throw new Error(`run ${requestId} still in progress after ${timeoutMs} ms`);
    },
  };
}

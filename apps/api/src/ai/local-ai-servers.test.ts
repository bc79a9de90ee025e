import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiStandIn, startAiStandIn } from '../testing/ai-stand-in.ts';
import { freePort } from '../testing/free-port.ts';
import { describeLocalAiServers, findLocalAiServers } from './local-ai-servers.ts';

let standIn: AiStandIn;
let notAModelServer: ReturnType<typeof createServer>;
let otherPort: number;

beforeAll(async () => {
  standIn = await startAiStandIn({ behaviour: { model: 'llama3.2' } });
  // Something else on a usual port: it answers, but not as a model server does.
  notAModelServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<h1>My web app</h1>');
  });
  await new Promise<void>((resolve) => notAModelServer.listen(0, '127.0.0.1', resolve));
  otherPort = (notAModelServer.address() as AddressInfo).port;
});
afterAll(async () => {
  await standIn.close();
  await new Promise<void>((resolve) => notAModelServer.close(() => resolve()));
});

describe('findLocalAiServers', () => {
  it('should find the server that answers /v1/models, and only it', async () => {
    const standInPort = Number(new URL(standIn.baseUrl).port);
    const closed = await freePort();
    const found = await findLocalAiServers({
      candidates: [
        { name: 'Ollama', port: standInPort },
        { name: 'LM Studio', port: closed },
        { name: 'vLLM', port: otherPort },
      ],
      timeoutMs: 5_000,
    });
    expect(found).toEqual([{ name: 'Ollama', baseUrl: `http://127.0.0.1:${standInPort}/v1`, models: ['llama3.2'] }]);
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/models' });
  });
});

describe('describeLocalAiServers', () => {
  it('should offer the settings that use it, in lines under 140 characters, and nothing when none answered', () => {
    const lines = describeLocalAiServers([
      { name: 'Ollama', baseUrl: 'http://127.0.0.1:11434/v1', models: ['llama3.2', 'qwen2.5'] },
    ]);
    expect(lines).toEqual([
      'AI: a local OpenAI-compatible server answers at http://127.0.0.1:11434/v1 (Ollama, models: llama3.2, qwen2.5); not used unless set:',
      '  AI_BASE_URL=http://127.0.0.1:11434/v1 AI_MODEL=llama3.2 AI_API_KEY=local runs the AI tasks on it;',
      '  AI_PRIVATE_ALLOW_LOOPBACK=true lets users add it as their own private AI service.',
    ]);
    expect(lines.every((line) => line.length < 140)).toBe(true);
    expect(describeLocalAiServers([])).toEqual([]);
  });
});

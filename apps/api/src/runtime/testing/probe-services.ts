import { type Service, ServiceError, textOf, textOutput } from '../../services/service.ts';

/** What the probe services saw: calls per step name, and the steps told to stop. */
export interface Probe {
  /** Calls of each step, by the step's `name` option. */
  calls: Map<string, number>;
  /** Steps whose abort signal fired, by name, with when (performance.now()). */
  aborted: Map<string, number>;
  /** Steps running now, by name. */
  running: Set<string>;
  /** The services. */
  services: ReadonlyMap<string, Service>;
}

/**
 * Services that count their calls per step (the `name` option), so a test proves which steps ran
 * and how often: `probe.count` passes its text on; `probe.block` runs until its abort signal fires
 * (a long step a cancel must stop); `probe.flaky` fails its first call and succeeds after.
 */
export function probeServices(): Probe {
  const calls = new Map<string, number>();
  const aborted = new Map<string, number>();
  const running = new Set<string>();
  const count = (name: string) => {
    const next = (calls.get(name) ?? 0) + 1;
    calls.set(name, next);
    return next;
  };
  const nameOf = (options: Readonly<Record<string, unknown>>) => String(options.name ?? 'unnamed');
  const text = { kind: 'text', required: false, description: 'Passed on' } as const;
  const named = { name: { type: 'string', description: 'The name its calls are counted by.' } } as const;
  const list: Service[] = [
    {
      name: 'probe.count',
      label: 'Count',
      summary: 'A stand-in service of the tests.',
      produces: ['text/markdown'],
      inputs: { text },
      options: named,
      async run(inputs, context) {
        const name = nameOf(context.options);
        count(name);
        return textOutput(`${name}:${inputs.text ? textOf(inputs.text) : ''}`, {
          source: 'Count',
          contentType: 'text/plain',
        });
      },
    },
    {
      name: 'probe.block',
      label: 'Block',
      summary: 'A stand-in service of the tests.',
      produces: ['text/markdown'],
      inputs: { text },
      options: named,
      async run(_inputs, context) {
        const name = nameOf(context.options);
        count(name);
        running.add(name);
        try {
          await new Promise<never>((_, reject) => {
            const stop = () => {
              aborted.set(name, performance.now());
              reject(context.signal.reason);
            };
            if (context.signal.aborted) stop();
            else context.signal.addEventListener('abort', stop, { once: true });
          });
        } finally {
          running.delete(name);
        }
        throw new Error('unreachable');
      },
    },
    {
      name: 'probe.flaky',
      label: 'Flaky',
      summary: 'A stand-in service of the tests.',
      produces: ['text/markdown'],
      inputs: { text },
      options: named,
      async run(inputs, context) {
        const name = nameOf(context.options);
        if (count(name) === 1) throw new ServiceError('the service was not ready.');
        return textOutput(`${name}:${inputs.text ? textOf(inputs.text) : ''}`, {
          source: 'Flaky',
          contentType: 'text/plain',
        });
      },
    },
  ];
  return { calls, aborted, running, services: new Map(list.map((service) => [service.name, service])) };
}

import { setTimeout as sleep } from 'node:timers/promises';
import { type Service, ServiceError, textOf, textOutput } from '../../services/service.ts';

/** Calls of each service, by name: the proof that a finished step never runs twice. */
export type CallCounter = Map<string, number>;

/** Wraps every service so that its calls are counted (the services themselves run unchanged). */
export function countCalls(services: ReadonlyMap<string, Service>): {
  services: ReadonlyMap<string, Service>;
  calls: CallCounter;
} {
  const calls: CallCounter = new Map();
  const counted = new Map<string, Service>();
  for (const [name, service] of services) {
    counted.set(name, {
      ...service,
      run: (inputs, context) => {
        calls.set(name, (calls.get(name) ?? 0) + 1);
        return service.run(inputs, context);
      },
    });
  }
  return { services: counted, calls };
}

/** A gate tests open when they choose: services waiting on it hold their step until then. */
export interface Gate {
  /** Resolves once the gate is open. */
  passed(signal: AbortSignal): Promise<void>;
  open(): void;
  /** How many callers are waiting now. */
  readonly waiting: number;
}

/** A gate, shut at first. */
export function createGate(): Gate {
  let open = false;
  let waiting = 0;
  const waiters = new Set<() => void>();
  return {
    get waiting() {
      return waiting;
    },
    passed(signal) {
      if (open) return Promise.resolve();
      waiting += 1;
      return new Promise<void>((resolve, reject) => {
        const done = () => {
          waiting -= 1;
          waiters.delete(done);
          resolve();
        };
        waiters.add(done);
        signal.addEventListener(
          'abort',
          () => {
            waiting -= 1;
            waiters.delete(done);
            reject(signal.reason);
          },
          { once: true },
        );
      });
    },
    open() {
      open = true;
      for (const waiter of [...waiters]) waiter();
    },
  };
}

/** Gates by name, each opened on its own: `test.hold` waits at the one its step names. */
export interface Holds {
  /** The gate of a name (made shut on first use). */
  gate(name: string): Gate;
  /** Opens the gate of a name. */
  release(name: string): void;
}

/** A set of holds, all shut at first. */
export function createHolds(): Holds {
  const gates = new Map<string, Gate>();
  const gate = (name: string) => {
    let found = gates.get(name);
    if (!found) {
      found = createGate();
      gates.set(name, found);
    }
    return found;
  };
  return { gate, release: (name) => gate(name).open() };
}

/**
 * Small services for the runtime's own tests, so that a test controls timing and failure:
 * `test.upper` upper-cases its text; `test.join` joins its inputs; `test.wait` waits for its
 * `ms` option or for the gate it is given, honouring the abort signal; `test.fail` fails as a
 * user-facing service error; `test.crash` throws an unexpected error; `test.hold` passes its text
 * on once the hold named `{text}/{hold option}` is released.
 */
export function testServices(
  options: { gate?: Gate; holds?: Holds; onStart?: (name: string) => void } = {},
): Map<string, Service> {
  const list: Service[] = [
    {
      name: 'test.upper',
      label: 'Upper case',
      summary: 'A stand-in service of the tests.',
      produces: ['text/markdown'],
      inputs: { text: { kind: 'text', required: true, description: 'The text' } },
      async run(inputs) {
        options.onStart?.('test.upper');
        return textOutput(textOf(inputs.text as never).toUpperCase(), {
          source: 'Upper case',
          contentType: 'text/plain',
        });
      },
    },
    {
      name: 'test.join',
      label: 'Join',
      summary: 'A stand-in service of the tests.',
      produces: ['text/markdown'],
      inputs: {},
      otherInputs: { kind: 'any', required: false, description: 'A part' },
      async run(inputs) {
        options.onStart?.('test.join');
        return textOutput(
          Object.entries(inputs)
            .map(([name, value]) => `${name}=${textOf(value)}`)
            .join('\n'),
          { source: 'Join' },
        );
      },
    },
    {
      name: 'test.wait',
      label: 'Wait',
      summary: 'A stand-in service of the tests.',
      produces: ['text/markdown'],
      inputs: { text: { kind: 'text', required: false, description: 'Passed through' } },
      options: {
        ms: { type: 'number', description: 'How long to wait, in ms.' },
        gate: { type: 'boolean', description: 'Wait for the gate instead.' },
      },
      async run(inputs, context) {
        options.onStart?.('test.wait');
        const ms = Number(context.options.ms ?? 0);
        if (context.options.gate && options.gate) await options.gate.passed(context.signal);
        else await sleep(ms, undefined, { signal: context.signal });
        return textOutput(inputs.text ? textOf(inputs.text) : `waited ${ms} ms`, {
          source: 'Wait',
          contentType: 'text/plain',
        });
      },
    },
    {
      name: 'test.hold',
      label: 'Hold',
      summary: 'A stand-in service of the tests.',
      produces: ['text/markdown'],
      inputs: { text: { kind: 'text', required: true, description: 'Passed through' } },
      options: { hold: { type: 'string', description: 'The hold to wait for.' } },
      async run(inputs, context) {
        options.onStart?.('test.hold');
        const text = textOf(inputs.text as never);
        if (options.holds) await options.holds.gate(`${text}/${String(context.options.hold)}`).passed(context.signal);
        return textOutput(text, { source: 'Hold', contentType: 'text/plain' });
      },
    },
    {
      name: 'test.fail',
      label: 'Fail',
      summary: 'A stand-in service of the tests.',
      produces: ['text/markdown'],
      inputs: { text: { kind: 'text', required: false, description: 'Ignored' } },
      async run() {
        options.onStart?.('test.fail');
        throw new ServiceError('the input cannot be used.');
      },
    },
    {
      name: 'test.crash',
      label: 'Crash',
      summary: 'A stand-in service of the tests.',
      produces: ['text/markdown'],
      inputs: {},
      async run() {
        throw new TypeError('something unexpected');
      },
    },
  ];
  return new Map(list.map((service) => [service.name, service]));
}

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describeService } from '@taskwell/task-engine';
import { stripControlCharacters } from '../text/control-characters.ts';
import type { Service } from './service.ts';
import { ServiceError } from './service.ts';
import { chosen, requiredText } from './service-inputs.ts';

/** The voices offered: eSpeak NG voice names, all inside the package's WASM build. */
export const speechVoices = ['en-us', 'en-gb', 'fr', 'de', 'es', 'it', 'pt', 'nl'] as const;

/** A voice of `audio.speech`. */
export type SpeechVoice = (typeof speechVoices)[number];

/**
 * The most characters read aloud in one call (about five minutes of speech, a 13 MB WAV): longer
 * text is refused rather than cut, so a listener never gets half a document without knowing.
 */
export const maxSpeechCharacters = 5_000;

// Compiling the 18 MB WASM takes ~60 ms; it is done once per process and each synthesis only
// instantiates the compiled module in its own worker.
let compiled: Promise<WebAssembly.Module> | undefined;

function compiledEngine(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('espeak-ng');
    return WebAssembly.compile(await readFile(join(dirname(entry), 'espeak-ng.wasm')));
  })();
  return compiled;
}

interface WorkerReply {
  wav?: Uint8Array;
  error?: string;
  diagnostics?: string[];
}

/** Synthesises text with eSpeak NG in a worker thread; an abort terminates the worker at once. */
function synthesise(options: { text: string; voice: SpeechVoice; signal: AbortSignal }): Promise<Buffer> {
  return compiledEngine().then(
    (module) =>
      new Promise<Buffer>((resolve, reject) => {
        options.signal.throwIfAborted();
        const worker = new Worker(new URL('./audio-speech-worker.mjs', import.meta.url), {
          workerData: { module, text: options.text, voice: options.voice },
        });
        const finish = (settle: () => void) => {
          options.signal.removeEventListener('abort', onAbort);
          void worker.terminate();
          settle();
        };
        const onAbort = () => finish(() => reject(options.signal.reason));
        options.signal.addEventListener('abort', onAbort, { once: true });
        worker.once('message', (reply: WorkerReply) =>
          finish(() =>
            reply.wav
              ? resolve(Buffer.from(reply.wav.buffer, reply.wav.byteOffset, reply.wav.byteLength))
              : reject(
                  new Error(`eSpeak NG failed: ${reply.error ?? 'no output'} ${reply.diagnostics?.join(' ') ?? ''}`),
                ),
          ),
        );
        worker.once('error', (error) => finish(() => reject(error)));
      }),
  );
}

/** The sample rate and length in seconds of a PCM WAV file, read from its header. */
export function wavFacts(wav: Buffer): { sampleRate: number; seconds: number } {
  const sampleRate = wav.readUInt32LE(24);
  const bytesPerSecond = wav.readUInt32LE(28);
  return { sampleRate, seconds: Math.round(((wav.length - 44) / bytesPerSecond) * 10) / 10 };
}

/**
 * `audio.speech`: text read aloud into a WAV file (16-bit mono, 22,050 Hz) by eSpeak NG compiled
 * to WebAssembly; the engine and its voices ship inside the `espeak-ng` package, so nothing is
 * downloaded. The text reaches eSpeak as a file of its in-memory file system, never as an
 * argument, so no text can pass as an option.
 */
export const audioSpeechService: Service = {
  ...describeService('audio.speech'),
  async run(inputs, context) {
    const text = requiredText(inputs, 'text', { what: 'speech', maxCharacters: maxSpeechCharacters });
    const voice = chosen(inputs, context, { name: 'voice', choices: speechVoices, fallback: 'en-us', what: 'speech' });
    // Control characters mean nothing spoken; markdown was already read as plain text.
    const spoken = stripControlCharacters(text.replace(/\s+/g, ' ')).trim();
    if (spoken === '') throw new ServiceError('The speech has nothing to read aloud.');
    const wav = await synthesise({ text: spoken, voice, signal: context.signal });
    return { contentType: 'audio/wav', bytes: wav, source: 'Speech', facts: { voice, ...wavFacts(wav) } };
  },
};

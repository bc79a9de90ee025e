import { describe, expect, it } from 'vitest';
import { audioSpeechService, maxSpeechCharacters, speechVoices, wavFacts } from './audio-speech.ts';
import { serviceContext, textValue } from './service-test-values.ts';

// Each synthesis takes about a quarter of a second (see docs/decisions/014).
function speak(text: string, options: Record<string, string> = {}, signal?: AbortSignal) {
  return audioSpeechService.run({ text: textValue(text) }, serviceContext(options, signal));
}

function header(wav: Buffer) {
  return {
    riff: wav.toString('latin1', 0, 4),
    wave: wav.toString('latin1', 8, 12),
    format: wav.readUInt16LE(20),
    channels: wav.readUInt16LE(22),
    sampleRate: wav.readUInt32LE(24),
    bitsPerSample: wav.readUInt16LE(34),
    data: wav.toString('latin1', 36, 40),
    dataBytes: wav.readUInt32LE(40),
  };
}

/** The loudest sample of 16-bit PCM data: silence would be 0. */
function peak(wav: Buffer): number {
  let loudest = 0;
  for (let offset = 44; offset + 1 < wav.length; offset += 2)
    loudest = Math.max(loudest, Math.abs(wav.readInt16LE(offset)));
  return loudest;
}

describe('audio.speech', () => {
  it('given a sentence should return a 16-bit mono PCM WAV of about its spoken length', async () => {
    const output = await speak('Your quarterly report is ready. Sales grew by twelve percent.');
    expect(output.contentType).toBe('audio/wav');
    expect(output.source).toBe('Speech');
    expect(header(output.bytes)).toEqual({
      riff: 'RIFF',
      wave: 'WAVE',
      format: 1,
      channels: 1,
      sampleRate: 22_050,
      bitsPerSample: 16,
      data: 'data',
      dataBytes: output.bytes.length - 44,
    });
    const seconds = output.facts?.seconds as number;
    expect(seconds).toBeGreaterThan(2);
    expect(seconds).toBeLessThan(8);
    expect(output.facts).toMatchObject({ voice: 'en-us', sampleRate: 22_050 });
    expect(peak(output.bytes)).toBeGreaterThan(3_000);
  });

  it('given a longer text should speak for longer', async () => {
    const short = await speak('Hello.');
    const long = await speak('Hello. This sentence is a good deal longer than the first one, and takes time to say.');
    expect(long.bytes.length).toBeGreaterThan(short.bytes.length * 3);
  });

  it('given a text that starts with a dash should read it, not take it as an option', async () => {
    // "-h" as an argument would print eSpeak's help and write no WAV at all.
    const output = await speak('-h --version minus sign first');
    expect(header(output.bytes).riff).toBe('RIFF');
    expect(output.facts?.seconds as number).toBeGreaterThan(1);
  });

  // eSpeak refuses a voice it does not have (no WAV), so each offered voice is proven to exist.
  it.each(speechVoices.filter((voice) => voice !== 'en-us'))(
    'given the voice %s should speak with it',
    async (voice) => {
      const output = await speak('Hello there.', { voice });
      expect(output.facts?.voice).toBe(voice);
      expect(header(output.bytes).riff).toBe('RIFF');
    },
  );

  it('given an unknown voice should name the voices', async () => {
    await expect(speak('Hello', { voice: '-x; rm' })).rejects.toThrow(
      'The speech "voice" must be one of en-us, en-gb, fr, de, es, it, pt, nl; it was "-x; rm".',
    );
  });

  it('given more than the limit should refuse and say the limit', async () => {
    await expect(speak('a'.repeat(maxSpeechCharacters + 1))).rejects.toThrow(
      'The speech reads at most 5,000 characters; "text" has 5,001.',
    );
  });

  it('given only control characters should refuse', async () => {
    await expect(speak('\u0007\u0008')).rejects.toThrow('The speech has nothing to read aloud.');
  });

  it('given an abort during synthesis should stop with the abort reason at once', async () => {
    // Once the engine is compiled (by this short synthesis), a synthesis starts its worker at once.
    await speak('Ready.');
    const controller = new AbortController();
    const reason = new Error('run abandoned');
    let outcome: unknown = 'still synthesising';
    const running = speak('word '.repeat(900), {}, controller.signal).then(
      () => 'the synthesis ended',
      (error: unknown) => error,
    );
    void running.then((settled) => {
      outcome = settled;
    });
    await new Promise((resolve) => setImmediate(resolve));
    controller.abort(reason);
    // Settled in the same turn as the abort, not when the worker would have finished (a bound of
    // 500 ms of wall time, the test's earlier form, a loaded machine can pass).
    await new Promise((resolve) => setImmediate(resolve));
    expect(outcome).toBe(reason);
  });

  it('given an aborted signal should not start', async () => {
    const controller = new AbortController();
    controller.abort(new Error('already gone'));
    await expect(speak('Hello', {}, controller.signal)).rejects.toThrow('already gone');
  });
});

describe('wavFacts', () => {
  it('given a header of one second of 8 kHz 16-bit mono should read 1 s', () => {
    const wav = Buffer.alloc(44 + 16_000);
    wav.writeUInt32LE(8_000, 24);
    wav.writeUInt32LE(16_000, 28);
    expect(wavFacts(wav)).toEqual({ sampleRate: 8_000, seconds: 1 });
  });
});

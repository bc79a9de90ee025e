import { spawn, spawnSync } from 'node:child_process';

/** The ffmpeg the reels are encoded with: `FFMPEG_PATH`, else the one on the PATH. */
export const ffmpegPath = process.env.FFMPEG_PATH ?? 'ffmpeg';

/**
 * Whether ffmpeg is there with the VP9 and WebP encoders; when not, what to do about it. Debian's
 * package has both (`apt-get install -y ffmpeg`).
 */
export function ffmpegProblem(): string | null {
  const probe = spawnSync(ffmpegPath, ['-hide_banner', '-encoders'], { encoding: 'utf8' });
  const how = 'Install it (on Debian or Ubuntu: apt-get install -y ffmpeg) or set FFMPEG_PATH.';
  if (probe.error || probe.status !== 0) return `The reels need ffmpeg, which was not found (${ffmpegPath}). ${how}`;
  const missing = ['libvpx-vp9', 'libwebp'].filter((encoder) => !probe.stdout.includes(` ${encoder} `));
  if (missing.length > 0) return `This ffmpeg has no ${missing.join(' or ')} encoder. ${how}`;
  return null;
}

function run(args: readonly string[], input?: (stdin: NodeJS.WritableStream) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
      stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ended with ${code}: ${errors}`))));
    if (input && child.stdin) {
      // A closed pipe is reported by the exit code above.
      child.stdin.on('error', () => undefined);
      input(child.stdin).then(
        () => child.stdin?.end(),
        (error: unknown) => {
          child.kill('SIGKILL');
          reject(error);
        },
      );
    }
  });
}

function write(stream: NodeJS.WritableStream, chunk: Buffer): Promise<void> {
  return new Promise((resolve) => {
    if (stream.write(chunk)) resolve();
    else stream.once('drain', () => resolve());
  });
}

/**
 * Encodes JPEG pictures shown at `fps` into a WebM (VP9, no sound) at `width` pixels wide: a
 * constant quality tuned for screens of text, which keeps a half-minute reel well under 2 MB.
 */
export function encodeWebm(pictures: readonly Buffer[], options: { fps: number; width: number; file: string }) {
  return run(
    [
      '-f',
      'image2pipe',
      '-c:v',
      'mjpeg',
      '-framerate',
      String(options.fps),
      '-i',
      '-',
      '-vf',
      `scale=${options.width}:-2:flags=lanczos,format=yuv420p`,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '38',
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '4',
      // A key picture every 5 s, so seeking in the player is quick.
      '-g',
      String(options.fps * 5),
      '-an',
      options.file,
    ],
    async (stdin) => {
      for (const picture of pictures) await write(stdin, picture);
    },
  );
}

/** Encodes one JPEG picture as the reel's poster: WebP at `width` pixels wide. */
export function encodePoster(picture: Buffer, options: { width: number; file: string }) {
  return run(
    [
      '-f',
      'image2pipe',
      '-c:v',
      'mjpeg',
      '-i',
      '-',
      '-vf',
      `scale=${options.width}:-2:flags=lanczos`,
      '-c:v',
      'libwebp',
      '-quality',
      '70',
      '-frames:v',
      '1',
      options.file,
    ],
    async (stdin) => {
      await write(stdin, picture);
    },
  );
}

/** One caption: its text and when it shows, in ms from the start of the video. */
export interface Cue {
  /** From when. */
  start: number;
  /** Until when. */
  end: number;
  /** What it says. */
  text: string;
}

/** A time as WebVTT writes it: hh:mm:ss.ttt. */
export function vttTime(ms: number): string {
  const whole = Math.max(0, Math.round(ms));
  const hours = Math.floor(whole / 3_600_000);
  const minutes = Math.floor((whole % 3_600_000) / 60_000);
  const seconds = Math.floor((whole % 60_000) / 1000);
  const millis = whole % 1000;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(hours)}:${two(minutes)}:${two(seconds)}.${String(millis).padStart(3, '0')}`;
}

/**
 * The cues of a journey: each step's caption from when the step began until the next one began,
 * the last until the video ends. `starts` are ms from the start of the video, in step order.
 */
export function cuesOf(steps: readonly { caption: string; start: number }[], videoEnd: number): Cue[] {
  return steps.map((step, index) => ({
    start: step.start,
    end: steps[index + 1]?.start ?? videoEnd,
    text: step.caption,
  }));
}

/** A WebVTT file of the cues (numbered from 1); a cue's text is kept on one line. */
export function toWebVtt(cues: readonly Cue[]): string {
  const blocks = cues.map(
    (cue, index) =>
      `${index + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text.replace(/\s+/g, ' ').replaceAll('-->', '->').trim()}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

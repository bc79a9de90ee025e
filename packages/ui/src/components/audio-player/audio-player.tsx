import { Pause, Play } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ActionIcon } from '../action-icon/action-icon.tsx';
import { Slider } from '../slider/slider.tsx';
import * as styles from './audio-player.css.ts';

/** m:ss, or h:mm:ss past an hour. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export const playbackRates = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

export interface AudioPlayerProps {
  src: string;
  /** Shown above the controls (underscores of a source name read as spaces, spec §2). */
  title: string;
}

/** An audio result: play/pause, a seek slider, playback rate (1 by default), elapsed and total time. */
export function AudioPlayer({ src, title }: AudioPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [duration, setDuration] = useState(0);
  const [rate, setRate] = useState(1);
  const rateId = useId();
  const titleId = useId();
  const shownTitle = title.replaceAll('_', ' ');

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = rate;
  }, [rate]);

  const toggle = async () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) {
      try {
        await element.play();
      } catch {
        setPlaying(false);
      }
    } else {
      element.pause();
    }
  };

  return (
    <figure className={styles.player} style={{ margin: 0 }} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.title}>
        {shownTitle}
      </figcaption>
      {/* biome-ignore lint/a11y/useMediaCaption: generated speech results come with their text beside them */}
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setElapsed(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
      />
      <div className={styles.row}>
        <ActionIcon
          label={playing ? `Pause ${shownTitle}` : `Play ${shownTitle}`}
          icon={playing ? <Pause size={18} /> : <Play size={18} />}
          onClick={toggle}
        />
        <span className={styles.time}>{`${formatTime(elapsed)} / ${formatTime(duration)}`}</span>
        <label htmlFor={rateId} className={styles.time}>
          Speed
        </label>
        <select
          id={rateId}
          className={styles.rate}
          value={rate}
          onChange={(event) => setRate(Number(event.target.value))}
        >
          {playbackRates.map((value) => (
            <option key={value} value={value}>{`${value}×`}</option>
          ))}
        </select>
      </div>
      <Slider
        label="Position"
        showValue={false}
        min={0}
        max={Math.max(duration, 0.1)}
        step={0.1}
        value={elapsed}
        format={formatTime}
        onChange={(value) => {
          if (audio.current) audio.current.currentTime = value;
          setElapsed(value);
        }}
      />
    </figure>
  );
}

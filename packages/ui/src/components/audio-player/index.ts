export { AudioPlayer, type AudioPlayerProps, formatTime, playbackRates } from './audio-player.tsx';

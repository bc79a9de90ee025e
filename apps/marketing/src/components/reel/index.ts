export { Reel, type ReelProps } from './reel.tsx';

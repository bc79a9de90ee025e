export { createManualClock, type ManualClock } from './manual-clock.ts';
export {
  createScriptedTransport,
  type Scripted,
  type ScriptedStream,
  type ScriptedTransport,
} from './scripted-transport.ts';

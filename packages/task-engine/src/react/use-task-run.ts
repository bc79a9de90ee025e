import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  createRunController,
  type RunController,
  type RunControllerOptions,
  type RunState,
} from '../run-controller.ts';

/**
 * A run controller for the life of a component, and its state. The controller is made once (the
 * options of the first render are used) and disposed on unmount, which stops every timer.
 */
export function useTaskRun(options: RunControllerOptions): { state: RunState; run: RunController } {
  const [run] = useState(() => createRunController(options));
  useEffect(() => () => run.dispose(), [run]);
  const state = useSyncExternalStore(run.subscribe, run.getState, run.getState);
  return { state, run };
}

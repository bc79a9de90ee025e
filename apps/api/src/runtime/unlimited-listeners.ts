import { setMaxListeners } from 'node:events';

/** A controller whose signal may have any number of listeners (Node warns past 10). */
export function unlimitedListeners(controller: AbortController): AbortController {
  setMaxListeners(0, controller.signal);
  return controller;
}

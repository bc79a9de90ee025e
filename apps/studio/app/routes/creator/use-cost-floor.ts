import type { TaskDefinition } from '@taskwell/task-engine';
import { useEffect, useState } from 'react';

/**
 * The lowest fee the server allows the draft (issue 40: what its AI steps cost per run): asked
 * once for the draft as loaded, then taken from each save's reply (`saved`). Undefined until known,
 * and in a backend that has no floor.
 */
export function useCostFloor(
  floorOf: ((definition: TaskDefinition) => Promise<number | undefined>) | undefined,
  loaded: TaskDefinition | null | undefined,
): { costFloor: number | undefined; saved: (reply: { costFloor?: number | undefined } | undefined) => void } {
  const [costFloor, setCostFloor] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!floorOf || !loaded) return;
    let live = true;
    floorOf(loaded).then(
      (floor) => live && setCostFloor(floor),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [floorOf, loaded]);
  return {
    costFloor,
    saved: (reply) => {
      if (reply?.costFloor !== undefined) setCostFloor(reply.costFloor);
    },
  };
}

import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../task-run/use-hydrated.ts';

/**
 * A dialog whose code loads when it first opens instead of with the page's first load (issue 44 §5:
 * the Radix dialog's code kept /knowledge over its budget). Once opened it stays mounted, so its
 * closing plays out as before (focus goes back to what opened it). A dialog is a portal, which the
 * server never renders: waiting for hydration loses nothing.
 */
export function lazyDialog<Props extends { open: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() })) as unknown as ComponentType<Props>;
  function LazyDialog(props: Props) {
    const hydrated = useHydrated();
    const [wanted, setWanted] = useState(false);
    if (hydrated && props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}

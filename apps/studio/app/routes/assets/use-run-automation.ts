import type { RunSummary } from '@taskwell/api-sdk';
import { useEffect, useState } from 'react';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import { createBrowserApi } from '../../task-run/browser-api.ts';

/**
 * The automation that started the run a result came from (issue 46: My Assets says so), read
 * when the file's detail opens; none while it is read, when a person started the run, or when the
 * run cannot be read (the lineage still names the run).
 */
export function useRunAutomation(requestId: string | undefined): RunSummary['automation'] {
  const { open } = useSignIn();
  const [automation, setAutomation] = useState<RunSummary['automation']>();
  useEffect(() => {
    setAutomation(undefined);
    if (!requestId) return;
    const stop = new AbortController();
    const api = createBrowserApi({ onSessionEnded: () => open({ mode: 'login', reason: 'session-ended' }) });
    api.client.getRun(requestId, { signal: stop.signal }).then(
      (run) => setAutomation(run.automation),
      () => undefined,
    );
    return () => stop.abort();
  }, [requestId, open]);
  return automation;
}

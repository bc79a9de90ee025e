import type { ApiClient, Persona } from '@taskwell/api-sdk';
import { useEffect, useId, useState } from 'react';
import * as styles from './run-modal.css.ts';

/** Props of {@link RunPersonaField}. */
export interface RunPersonaFieldProps {
  /** Where the runner's personas are read from. */
  client: Pick<ApiClient, 'listPersonas'>;
  /** The persona chosen ('' for none). */
  value: string;
  onChange: (personaId: string) => void;
  /** While a run starts or runs. */
  locked: boolean;
}

/**
 * The persona a run writes in (issue 40): none, or one of the runner's (or their organization's).
 * Shown only to a runner who has personas; a list that cannot be read leaves the run without one.
 */
export function RunPersonaField({ client, value, onChange, locked }: RunPersonaFieldProps) {
  const id = useId();
  const [personas, setPersonas] = useState<readonly Persona[]>([]);
  useEffect(() => {
    const reading = new AbortController();
    client.listPersonas({ signal: reading.signal }).then(
      (list) => setPersonas(list.personas),
      () => undefined,
    );
    return () => reading.abort();
  }, [client]);
  if (personas.length === 0) return null;
  return (
    <div className={styles.personaField}>
      <label htmlFor={id} className={styles.personaLabel}>
        Persona
      </label>
      <select
        id={id}
        className={styles.personaSelect}
        value={value}
        disabled={locked}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">None: the task's own voice</option>
        {personas.map((persona) => (
          <option key={persona.id} value={persona.id}>
            {persona.organization ? `${persona.name} (${persona.organization.name})` : persona.name}
          </option>
        ))}
      </select>
    </div>
  );
}

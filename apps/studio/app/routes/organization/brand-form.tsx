import { Form } from '@remix-run/react';
import type { Organization } from '@taskwell/api-sdk';
import { Button } from '@taskwell/ui/button';
import { TextInput } from '@taskwell/ui/text-input';
import { type ChangeEvent, useState } from 'react';
import * as styles from './organization.css.ts';
import type { FieldErrors } from './organization-action.server.ts';
import { useBusy } from './use-busy.ts';

/** Name and accent colour, for creating and for rebranding. */
export function BrandForm(props: {
  intent: 'create' | 'brand';
  organization?: Organization;
  fieldErrors: FieldErrors;
  submitLabel: string;
}) {
  const [colour, setColour] = useState(props.organization?.accentColour ?? '#1a73e8');
  const busy = useBusy(props.intent);
  const pick = (event: ChangeEvent<HTMLInputElement>) => setColour(event.target.value);
  return (
    <Form method="post" className={styles.form} noValidate>
      <input type="hidden" name="intent" value={props.intent} />
      {props.organization ? (
        <input type="hidden" name="organizationId" value={props.organization.organizationId} />
      ) : null}
      <TextInput
        label="Organization name"
        name="name"
        defaultValue={props.organization?.name ?? ''}
        maxLength={100}
        required
        error={props.fieldErrors.name}
      />
      <div className={styles.colourRow}>
        <TextInput
          label="Accent colour"
          name="accentColour"
          value={colour}
          onChange={pick}
          description="A hex colour such as #1a73e8."
          error={props.fieldErrors.accentColour}
        />
        <input
          type="color"
          aria-label="Pick the accent colour"
          className={styles.swatch}
          value={/^#[0-9a-f]{6}$/i.test(colour) ? colour.toLowerCase() : '#000000'}
          onChange={pick}
        />
      </div>
      <div>
        <Button type="submit" loading={busy}>
          {props.submitLabel}
        </Button>
      </div>
    </Form>
  );
}

import { useNavigation, useSubmit } from '@remix-run/react';
import { ConfirmAction } from '@taskwell/ui/member-list';

/** A row's button that asks once more before it posts its fields to the page's action. */
export function ConfirmButton(props: { label: string; confirm: string; fields: Record<string, string> }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const sent = navigation.state === 'idle' ? undefined : navigation.formData;
  // This row's form is on its way (not another row's of the same kind).
  const busy = !!sent && Object.entries(props.fields).every(([name, value]) => sent.get(name) === value);
  return (
    <ConfirmAction
      label={props.label}
      question={props.confirm}
      busy={busy}
      onConfirm={() => submit(props.fields, { method: 'post' })}
    />
  );
}

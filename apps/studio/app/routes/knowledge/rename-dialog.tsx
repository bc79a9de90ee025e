import type { useFetcher } from '@remix-run/react';
import { Button } from '@taskwell/ui/button';
import { Modal } from '@taskwell/ui/modal';
import { TextInput } from '@taskwell/ui/text-input';
import * as styles from './knowledge.css.ts';

/** The rename dialog of a collection or a document: one field, posted through the item's own fetcher. */
export function RenameDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's title, e.g. "Rename document". */
  title: string;
  /** The item's fetcher: its form posts, its state shows the button busy. */
  fetcher: ReturnType<typeof useFetcher>;
  /** The action's intent, and the hidden field naming the item. */
  intent: string;
  idField: string;
  id: string;
  /** The field: its label, form name, limit and current value. */
  label: string;
  name: string;
  maxLength: number;
  defaultValue: string;
  /** The refusal of the last try, shown under the field. */
  error: string | undefined;
  submitLabel: string;
}) {
  const { fetcher } = props;
  return (
    <Modal open={props.open} onOpenChange={props.onOpenChange} title={props.title}>
      <fetcher.Form method="post" className={styles.inlineForm}>
        <input type="hidden" name="intent" value={props.intent} />
        <input type="hidden" name={props.idField} value={props.id} />
        <div className={styles.grow}>
          <TextInput
            label={props.label}
            name={props.name}
            required
            maxLength={props.maxLength}
            defaultValue={props.defaultValue}
            error={props.error}
          />
        </div>
        <Button type="submit" loading={fetcher.state !== 'idle'}>
          {props.submitLabel}
        </Button>
      </fetcher.Form>
    </Modal>
  );
}

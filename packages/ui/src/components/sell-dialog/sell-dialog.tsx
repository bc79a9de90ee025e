import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { ConfirmDialog, Modal } from '../modal/modal.tsx';
import { Select, type SelectGroup, type SelectOption } from '../select/select.tsx';
import { TextInput } from '../text-input/text-input.tsx';
import * as styles from './sell-dialog.css.ts';

/** The states of a listing in the AI Store: only `live` is on sale. */
export type SellListingStatus = 'checking' | 'live' | 'refused' | 'withdrawn';

/** What the dialog shows of a task's listing. */
export interface SellListingView {
  status: SellListingStatus;
  /** The published version sold. */
  version: number;
  /** Credits a run. */
  price: number;
  /** What buyers are told of a price rise not yet in force, such as "the price goes up to 9 credits on 4 Dec 2026". */
  priceChangeText?: string | null | undefined;
  /** What the store's check found in a refused version, each in words. */
  problems: readonly string[];
}

/** Why the last save or withdrawal failed; `plansHref` links the plans when the plan is the reason. */
export interface SellRefusal {
  message: string;
  plansHref?: string | undefined;
}

/** Props of {@link SellDialog}. */
export interface SellDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task's listing; null when it was never listed, undefined while it is read. */
  listing: SellListingView | null | undefined;
  /** The price as typed. */
  price: string;
  onPriceChange: (price: string) => void;
  onPriceBlur?: (() => void) | undefined;
  /** What is wrong with the price, under the field. */
  priceError?: string | null | undefined;
  /** The lowest price the task's AI steps allow (0 when none). */
  priceFloor: number;
  /** Who may buy it; offered only with more than the public choice. */
  audiences?: readonly (SelectOption | SelectGroup)[] | undefined;
  audience: string;
  onAudienceChange: (audience: string) => void;
  /** The terms of selling, shown before a first listing (the app's own panel). */
  terms?: ReactNode;
  /** The Sample chooser (the app's own, it reads the task's test runs). */
  sample?: ReactNode;
  refusal?: SellRefusal | null | undefined;
  busy?: 'saving' | 'withdrawing' | null | undefined;
  onSave: () => void;
  /** Called once the user confirmed withdrawing the live listing. */
  onWithdraw: () => void;
  /** The "Are you sure?" before withdrawing is open. */
  confirmingWithdrawal: boolean;
  onConfirmingWithdrawalChange: (open: boolean) => void;
}

/** Each state of a listing in words (issue 39: only a live listing is offered as on sale). */
export const sellStatusWords: Record<SellListingStatus, string> = {
  checking: 'Not on sale yet: the AI Store is checking this version.',
  live: 'On sale in the AI Store.',
  refused: 'Not on sale: the AI Store refused this version. Fix what it found below, then put it on sale again.',
  withdrawn: 'Not on sale: you withdrew it.',
};

/**
 * "Sell in the AI Store": the listing's state, the price per run and who may buy it, the Sample,
 * then Put on sale (Save changes when live) and Withdraw from sale after an "Are you sure?".
 */
export function SellDialog(props: SellDialogProps) {
  const { listing, priceFloor, busy, refusal } = props;
  const onSale = listing?.status === 'live';
  return (
    <Modal open={props.open} onOpenChange={props.onOpenChange} title="Sell in the AI Store">
      <div className={styles.body}>
        {listing === undefined ? <p className={styles.hint}>Reading the listing…</p> : null}
        {listing ? (
          <section aria-label="Listing status" className={styles.body}>
            <p role="status" className={styles.status}>
              {sellStatusWords[listing.status]}
            </p>
            <p
              className={styles.hint}
            >{`Version ${listing.version} is the one sold, at ${listing.price} credits per run.`}</p>
            {listing.priceChangeText ? (
              <p className={styles.hint}>{`Buyers are told: ${listing.priceChangeText}.`}</p>
            ) : null}
            {listing.status === 'refused' && listing.problems.length > 0 ? (
              <ul aria-label="Problems found by the check" className={styles.problems}>
                {listing.problems.map((found) => (
                  <li key={found}>{found}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ) : null}
        {listing === null ? (
          <>
            <p className={styles.hint}>Not on sale. Your latest published version is listed.</p>
            {props.terms}
          </>
        ) : null}
        <form
          noValidate
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            props.onSave();
          }}
        >
          <TextInput
            label="Price per run (credits)"
            description={
              priceFloor > 0
                ? `A whole number from ${priceFloor} to 100000: at least what the task's AI steps cost per run.`
                : 'A whole number from 0 to 100000.'
            }
            inputMode="numeric"
            value={props.price}
            error={props.priceError}
            onChange={(event) => props.onPriceChange(event.target.value)}
            onBlur={props.onPriceBlur}
          />
          {props.audiences && props.audiences.length > 1 ? (
            <Select
              label="Who can buy it"
              value={props.audience}
              onValueChange={props.onAudienceChange}
              options={props.audiences}
            />
          ) : null}
          {props.sample}
          {refusal ? (
            <p role="alert" className={styles.refusal}>
              {refusal.message}
              {refusal.plansHref ? (
                <>
                  {' '}
                  <a href={refusal.plansHref}>See the plans</a>
                </>
              ) : null}
            </p>
          ) : null}
          {busy === 'saving' ? <p className={styles.hint}>Saving and checking the version with a test run…</p> : null}
          <p className={styles.actions}>
            <Button type="submit" loading={busy === 'saving'}>
              {onSale ? 'Save changes' : 'Put on sale'}
            </Button>
            {onSale ? (
              <Button
                type="button"
                variant="outline"
                loading={busy === 'withdrawing'}
                onClick={() => props.onConfirmingWithdrawalChange(true)}
              >
                Withdraw from sale
              </Button>
            ) : null}
          </p>
        </form>
      </div>
      <ConfirmDialog
        open={props.confirmingWithdrawal}
        onOpenChange={props.onConfirmingWithdrawalChange}
        message="The task leaves the AI Store. Runs already started finish."
        onConfirm={props.onWithdraw}
      />
    </Modal>
  );
}

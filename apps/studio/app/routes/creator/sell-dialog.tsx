import { AccessDeniedError, type ApiClient, ApiError, type components } from '@taskwell/api-sdk';
import { costFloorMessage } from '@taskwell/domain';
import { Button } from '@taskwell/ui/button';
import { ConfirmDialog, Modal } from '@taskwell/ui/modal';
import { Select } from '@taskwell/ui/select';
import { TextInput } from '@taskwell/ui/text-input';
import { useEffect, useState } from 'react';
import { priceChangeText } from '../../task-run/buy-listing-run.ts';
import * as styles from './editor.css.ts';
import { listingFieldWords } from './publish-dialog.tsx';
import { SaleTerms } from './sale-terms.tsx';
import { SampleChooser } from './sample-chooser.tsx';

type StoreListing = components['schemas']['StoreListing'];
type Organization = components['schemas']['Organization'];
type CreatorTaskListing = components['schemas']['CreatorTaskListing'];

/** What the dialog asks of the API. */
export type SellClient = Pick<
  ApiClient,
  | 'getStoreListing'
  | 'putStoreListing'
  | 'withdrawStoreListing'
  | 'listMyOrganizations'
  | 'listStoreSampleCandidates'
  | 'getPayoutOverview'
>;

/**
 * The price's problem in words, or null when it is a whole number from the floor (what the task's
 * AI steps cost per run, issue 40; 0 when unknown) to 100000.
 */
export function priceProblem(text: string, floor = 0): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'Enter a price per run in credits.';
  if (!/^\d+$/.test(trimmed)) return 'The price must be a whole number of credits.';
  if (Number(trimmed) > 100_000) return 'The price can be at most 100000 credits.';
  if (Number(trimmed) < floor) return costFloorMessage({ floor, what: 'price' });
  return null;
}

/**
 * What each state of a listing is, in words: only `live` is on sale (issue 39: a refused listing
 * was offered "Withdraw from sale" as if it were live).
 */
const statusWords: Record<StoreListing['status'], string> = {
  checking: 'Not on sale yet: the AI Store is checking this version.',
  live: 'On sale in the AI Store.',
  refused: 'Not on sale: the AI Store refused this version. Fix what it found below, then put it on sale again.',
  withdrawn: 'Not on sale: you withdrew it.',
};

type Refusal = { message: string; plan: boolean };

function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError) {
    if (error.status === 403) return { message: error.message, plan: true };
    const listed = (error.body?.details ?? []).map((detail) => detail.message).join(' ');
    return { message: listed ? `${error.message} ${listed}` : error.message, plan: false };
  }
  return { message: 'Taskwell could not be reached. Please try again.', plan: false };
}

/** "Sell in the AI Store": the price and who may buy, the listing's state, and withdrawal. */
export function SellAction({
  client,
  creatorTaskId,
  listing,
  pollMs = 3000,
  priceFloor,
}: {
  client: SellClient;
  creatorTaskId: string;
  /** The task's listing as the list of tasks says it: null when never listed (nothing to read), unknown when left out. */
  listing?: CreatorTaskListing | null | undefined;
  /** How often a listing being checked is read again. */
  pollMs?: number;
  /** The lowest price the draft's AI steps allow (issue 40); the listing's own floor wins once read. */
  priceFloor?: number | undefined;
}) {
  const [open, setOpen] = useState(false);
  // Once listed from this dialog, the task has a listing to read the next time it opens.
  const [neverListed, setNeverListed] = useState(listing === null);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Sell in the AI Store
      </Button>
      {open ? (
        <SellDialog
          client={client}
          creatorTaskId={creatorTaskId}
          neverListed={neverListed}
          onListed={() => setNeverListed(false)}
          pollMs={pollMs}
          priceFloor={priceFloor}
          onOpenChange={setOpen}
        />
      ) : null}
    </>
  );
}

function SellDialog({
  client,
  creatorTaskId,
  neverListed,
  onListed,
  pollMs,
  onOpenChange,
  priceFloor,
}: {
  client: SellClient;
  creatorTaskId: string;
  neverListed: boolean;
  onListed: () => void;
  pollMs: number;
  onOpenChange: (open: boolean) => void;
  priceFloor: number | undefined;
}) {
  const [listing, setListing] = useState<StoreListing | null | undefined>(neverListed ? null : undefined);
  const [organizations, setOrganizations] = useState<Organization[]>([]);
  const [price, setPrice] = useState('');
  const [audience, setAudience] = useState('public');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState<'saving' | 'withdrawing' | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The Sample the creator picked in this dialog (issue 41); until then the listing's own stays.
  const [sampleRunId, setSampleRunId] = useState<string | null>(null);

  // A task never listed has no listing to read: the dialog opens on the empty form at once.
  const [readsListing] = useState(!neverListed);
  useEffect(() => {
    let live = true;
    if (readsListing) {
      client.getStoreListing(creatorTaskId).then(
        (found) => {
          if (!live) return;
          setListing(found);
          setPrice(String(found.price));
          setAudience(found.visibility === 'organization' && found.organizationId ? found.organizationId : 'public');
        },
        (error: unknown) => {
          if (!live) return;
          if (error instanceof ApiError && error.status === 404) setListing(null);
          else {
            setListing(null);
            setRefusal(refusalOf(error));
          }
        },
      );
    }
    client.listMyOrganizations().then(
      (found) => live && setOrganizations(found.organizations),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, creatorTaskId, readsListing]);

  // The check (a test run of the version) ends on its own: a listing being checked is read again.
  const checking = listing?.status === 'checking';
  useEffect(() => {
    if (!checking) return;
    const timer = setInterval(() => {
      client.getStoreListing(creatorTaskId).then(
        (found) => setListing(found),
        () => undefined,
      );
    }, pollMs);
    return () => clearInterval(timer);
  }, [checking, client, creatorTaskId, pollMs]);

  // Issue 40: never under what the task's AI steps cost per run.
  const floor = listing?.priceFloor ?? priceFloor ?? 0;
  const problem = touched ? priceProblem(price, floor) : null;
  // Only a live listing is on sale: nothing else is offered as if it were.
  const onSale = listing?.status === 'live';

  async function save() {
    setTouched(true);
    if (priceProblem(price, floor)) return;
    setBusy('saving');
    setRefusal(null);
    try {
      const sample = sampleRunId ? { sampleRunId } : {};
      const body =
        audience === 'public'
          ? { price: Number(price), visibility: 'public' as const, ...sample }
          : { price: Number(price), visibility: 'organization' as const, organizationId: audience, ...sample };
      setListing(await client.putStoreListing(creatorTaskId, body));
      onListed();
    } catch (error) {
      if (error instanceof AccessDeniedError) setRefusal({ message: 'Please sign in again.', plan: false });
      else setRefusal(refusalOf(error));
    } finally {
      setBusy(null);
    }
  }

  async function withdraw() {
    setBusy('withdrawing');
    setRefusal(null);
    try {
      await client.withdrawStoreListing(creatorTaskId);
      setListing((was) => (was ? { ...was, status: 'withdrawn' } : was));
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal open onOpenChange={onOpenChange} title="Sell in the AI Store">
      {listing === undefined ? <p className={styles.hint}>Reading the listing…</p> : null}
      {listing ? (
        <section aria-label="Listing status">
          <p role="status">{statusWords[listing.status]}</p>
          <p
            className={styles.hint}
          >{`Version ${listing.version} is the one sold, at ${listing.price} credits per run.`}</p>
          {listing.priceChange ? (
            <p className={styles.hint}>{`Buyers are told: ${priceChangeText(listing.priceChange)}.`}</p>
          ) : null}
          {listing.status === 'refused' && listing.problems.length > 0 ? (
            <ul aria-label="Problems found by the check">
              {listing.problems.map((found) => (
                <li key={`${found.field}-${found.message}`} className={styles.problem}>
                  {`${listingFieldWords[found.field] ?? found.field}: ${found.message}`}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      {listing === null ? <p className={styles.hint}>Not on sale. Your latest published version is listed.</p> : null}
      {listing === null ? <SaleTerms client={client} /> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextInput
          label="Price per run (credits)"
          description={
            floor > 0
              ? `A whole number from ${floor} to 100000: at least what the task's AI steps cost per run.`
              : 'A whole number from 0 to 100000.'
          }
          inputMode="numeric"
          value={price}
          error={problem}
          onChange={(event) => setPrice(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        {organizations.length > 0 ? (
          <Select
            label="Who can buy it"
            value={audience}
            onValueChange={setAudience}
            options={[
              { value: 'public', label: 'Everyone (public)' },
              {
                label: 'Only the members of an organization',
                options: organizations.map((organization) => ({
                  value: organization.organizationId,
                  label: `Members of ${organization.name}`,
                })),
              },
            ]}
          />
        ) : null}
        <SampleChooser
          client={client}
          creatorTaskId={creatorTaskId}
          chosen={sampleRunId ?? listing?.sampleRunId ?? null}
          onChoose={setSampleRunId}
        />
        {refusal ? (
          <p role="alert" className={styles.problem}>
            {refusal.message}
            {refusal.plan ? (
              <>
                {' '}
                <a href="/pricing">See the plans</a>
              </>
            ) : null}
          </p>
        ) : null}
        {busy === 'saving' ? <p className={styles.hint}>Saving and checking the version with a test run…</p> : null}
        <p className={styles.itemActions}>
          <Button type="submit" loading={busy === 'saving'}>
            {onSale ? 'Save changes' : 'Put on sale'}
          </Button>
          {onSale ? (
            <Button
              type="button"
              variant="outline"
              loading={busy === 'withdrawing'}
              onClick={() => setConfirming(true)}
            >
              Withdraw from sale
            </Button>
          ) : null}
        </p>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message="The task leaves the AI Store. Runs already started finish."
        onConfirm={() => void withdraw()}
      />
    </Modal>
  );
}

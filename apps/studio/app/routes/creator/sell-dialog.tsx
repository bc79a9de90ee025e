import { AccessDeniedError, type ApiClient, ApiError, type components } from '@taskwell/api-sdk';
import { costFloorMessage } from '@taskwell/domain';
import { Button } from '@taskwell/ui/button';
import { SellDialog as SellDialogView } from '@taskwell/ui/sell-dialog';
import { useEffect, useState } from 'react';
import { priceChangeText } from '../../task-run/buy-listing-run.ts';
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
    <SellDialogView
      open
      onOpenChange={onOpenChange}
      listing={
        listing
          ? {
              status: listing.status,
              version: listing.version,
              price: listing.price,
              priceChangeText: listing.priceChange ? priceChangeText(listing.priceChange) : null,
              problems: listing.problems.map(
                (found) => `${listingFieldWords[found.field] ?? found.field}: ${found.message}`,
              ),
            }
          : listing
      }
      price={price}
      onPriceChange={setPrice}
      onPriceBlur={() => setTouched(true)}
      priceError={problem}
      priceFloor={floor}
      audiences={
        organizations.length > 0
          ? [
              { value: 'public', label: 'Everyone (public)' },
              {
                label: 'Only the members of an organization',
                options: organizations.map((organization) => ({
                  value: organization.organizationId,
                  label: `Members of ${organization.name}`,
                })),
              },
            ]
          : undefined
      }
      audience={audience}
      onAudienceChange={setAudience}
      terms={<SaleTerms client={client} />}
      sample={
        <SampleChooser
          client={client}
          creatorTaskId={creatorTaskId}
          chosen={sampleRunId ?? listing?.sampleRunId ?? null}
          onChoose={setSampleRunId}
        />
      }
      refusal={refusal ? { message: refusal.message, plansHref: refusal.plan ? '/pricing' : undefined } : null}
      busy={busy}
      onSave={() => void save()}
      onWithdraw={() => void withdraw()}
      confirmingWithdrawal={confirming}
      onConfirmingWithdrawalChange={setConfirming}
    />
  );
}

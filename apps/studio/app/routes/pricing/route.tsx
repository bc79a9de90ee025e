import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRevalidator, useRouteLoaderData } from '@remix-run/react';
import {
  annualPricePerMonth,
  type BillingCycle,
  formatPeriodEnd,
  formatUsd,
  type PricingAction,
  type PricingCard as PricingCardRule,
  pricingCardAction,
} from '@taskwell/domain';
import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { Modal } from '@taskwell/ui/modal';
import { PricingCard } from '@taskwell/ui/pricing-card';
import { SegmentedControl } from '@taskwell/ui/segmented-control';
import { Grid } from '@taskwell/ui/typography';
import { useCallback, useState } from 'react';
import { ProblemNotice } from '../../components/problem-notice/index.ts';
import { staysAfterSignIn } from '../../components/sign-in-modal/index.ts';
import { CheckoutFlow } from '../../payments/checkout-flow.tsx';
import { CheckoutReturnDialog } from '../../payments/checkout-return-dialog.tsx';
import { allowPayments, paymentPageLoader } from '../../payments/payments-document.ts';
import { usePaymentClient } from '../../payments/use-payment-client.ts';
import { usePaymentRefresh } from '../../payments/use-payment-refresh.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { openRequest } from '../../session/signed-in.server.ts';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import { loadPricing, type PricingPlan } from './load-pricing.server.ts';
import { type PlanChange, PlanChangeDialog } from './plan-change-dialog.tsx';
import * as styles from './pricing.css.ts';

/** A visitor who signs in here stays here, to buy the plan they came for. */
export const handle = staysAfterSignIn;

// spec §2 Pricing: public; the cards' actions need a signed-in viewer whose status is loaded.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, token } = await openRequest(request, context);
  const pricing = await loadPricing(api, Boolean(token), request);
  allowPayments(context, pricing);
  return pricing;
}

/** Issue 39: the page comes in a document of its own, whose policy lets its checkout load. */
export const clientLoader = paymentPageLoader;

const cycles = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
] as const satisfies readonly { value: BillingCycle; label: string }[];

function shownPrice(plan: PricingPlan, cycle: BillingCycle): { price: string; period: string } {
  // spec §9: annual is shown per month, 10 × monthly / 12.
  const price = formatUsd(cycle === 'monthly' ? plan.price.monthly : annualPricePerMonth(plan.price.monthly));
  if (plan.price.monthly === 0) return { price, period: 'forever' };
  return { price, period: cycle === 'monthly' ? 'per month' : 'per month, billed yearly' };
}

const cardOf = (plan: PricingPlan): PricingCardRule => ({
  plan: plan.name,
  available: plan.available,
  priceIds: plan.priceIds,
});

/** A purchase in its checkout dialog. */
interface Purchase {
  plan: string;
  priceId: string;
}

export default function PricingRoute() {
  const { plans, publishableKey, testCheckoutUrl, signedIn, subscription, problem, checkoutReturn } =
    useLoaderData<typeof loader>();
  const viewer = useRouteLoaderData<typeof rootLoader>('root')?.viewer ?? null;
  const { revalidate } = useRevalidator();
  const { open: openSignIn } = useSignIn();
  const client = usePaymentClient();
  const refresh = usePaymentRefresh(client);
  const [cycle, setCycle] = useState<BillingCycle>(subscription?.billing_cycle === 'year' ? 'annual' : 'monthly');
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  const [change, setChange] = useState<PlanChange | null>(null);

  const beforePlan = viewer?.plan;
  const beforeBalance = viewer?.accountBalance;
  const refreshFigures = useCallback(
    () => void refresh({ plan: beforePlan, accountBalance: beforeBalance }),
    [refresh, beforePlan, beforeBalance],
  );
  const sessionEnded = useCallback(() => {
    setPurchase(null);
    setChange(null);
    openSignIn({ mode: 'login', reason: 'session-ended' });
    revalidate();
  }, [openSignIn, revalidate]);

  // spec §2: action buttons only when signed in and the subscription status is loaded.
  const cards = plans.map(cardOf);
  const actionOf = (plan: PricingPlan): PricingAction | null =>
    signedIn && subscription && publishableKey ? pricingCardAction(cardOf(plan), cycle, subscription, cards) : null;

  const press = (plan: PricingPlan, action: PricingAction) => {
    switch (action.kind) {
      case 'purchase':
        return setPurchase({ plan: plan.name, priceId: action.priceId });
      case 'upgrade':
      case 'downgrade':
        return setChange({ kind: action.kind, plan: plan.name, priceId: action.priceId });
      case 'cancel':
        return setChange({ kind: 'cancel' });
      case 'continue':
        return setChange({ kind: 'continue' });
      case 'current':
      case 'future-downgrade':
      case 'waitlist':
        return undefined;
      default:
        return action satisfies never;
    }
  };

  const pendingNote = (plan: PricingPlan, action: PricingAction | null) => {
    if (action?.kind !== 'continue' || !subscription?.period_end) return undefined;
    const next = subscription.cancelled ? 'Free' : (subscription.next_plan ?? 'Free');
    return `${plan.name} until ${formatPeriodEnd(subscription.period_end)}, then ${next}.`;
  };

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>Pricing</h1>
        <p className={styles.lead}>Prices in USD per user per month. Annual billing gives you two months free.</p>
        <SegmentedControl label="Billing cycle" value={cycle} onValueChange={setCycle} options={cycles} />
      </div>
      {problem ? <Alert tone="info">{problem}</Alert> : null}
      {!signedIn ? (
        <p className={styles.lead}>
          <Button variant="subtle" onClick={() => openSignIn({ mode: 'signup' })}>
            Sign up
          </Button>{' '}
          or{' '}
          <Button variant="subtle" onClick={() => openSignIn({ mode: 'login' })}>
            log in
          </Button>{' '}
          to choose a plan.
        </p>
      ) : null}
      <Grid columns="1-5" as="ul" aria-label="Plans">
        {plans.map((plan) => {
          const action = actionOf(plan);
          const shown = shownPrice(plan, cycle);
          return (
            <li key={plan.name}>
              <PricingCard
                name={plan.name}
                price={shown.price}
                period={shown.period}
                favorite={plan.favorite}
                current={subscription !== null && subscription.current_plan.toLowerCase() === plan.name.toLowerCase()}
                features={plan.features}
                note={pendingNote(plan, action)}
                action={
                  action ? (
                    <Button
                      variant={action.kind === 'purchase' || action.kind === 'upgrade' ? 'filled' : 'outline'}
                      disabled={action.disabled}
                      onClick={() => press(plan, action)}
                    >
                      {action.label}
                    </Button>
                  ) : undefined
                }
              />
            </li>
          );
        })}
      </Grid>

      {purchase && publishableKey ? (
        <Modal
          open
          size="wide"
          onOpenChange={(open) => {
            if (!open) setPurchase(null);
          }}
          title={`Purchase ${purchase.plan}`}
        >
          <CheckoutFlow
            kind="plan"
            publishableKey={publishableKey}
            testCheckoutUrl={testCheckoutUrl}
            client={client}
            start={() => client.startSubscriptionCheckout(purchase.priceId)}
            onOutcome={(outcome) => {
              if (outcome.status === 'complete') refreshFigures();
              else revalidate();
            }}
            onClose={() => setPurchase(null)}
            onSessionEnded={sessionEnded}
          />
        </Modal>
      ) : null}

      {subscription ? (
        <PlanChangeDialog
          change={change}
          subscription={subscription}
          client={client}
          onClose={() => setChange(null)}
          onSessionEnded={sessionEnded}
          onChanged={(done) => {
            setChange(null);
            // An upgrade moves the plan now (spec §4): refresh until the profile shows it. The
            // others change only what this page shows.
            if (done.kind === 'upgrade') refreshFigures();
            else revalidate();
          }}
        />
      ) : null}

      <CheckoutReturnDialog outcome={checkoutReturn} onComplete={refreshFigures} />
    </div>
  );
}

export const meta: MetaFunction = () => [
  { title: 'Pricing · Taskwell Studio' },
  { name: 'description', content: 'Taskwell plans and prices, monthly or annual, and what each plan offers.' },
];

export function ErrorBoundary() {
  return (
    <ProblemNotice title="Pricing could not be loaded" headingLevel={1} actionHref="/pricing" actionLabel="Try again">
      The plans could not be shown right now. Nothing you bought is affected: try again in a moment.
    </ProblemNotice>
  );
}

import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useRevalidator, useRouteLoaderData } from '@remix-run/react';
import type { SubscriptionStatus } from '@taskwell/api-sdk';
import { formatCredits, formatPeriodEnd } from '@taskwell/domain';
import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { type CreditTopUpOffer, CreditTopUps } from '@taskwell/ui/credit-top-ups';
import { Modal } from '@taskwell/ui/modal';
import { PaymentDetails } from '@taskwell/ui/payment-details';
import { type PaymentMethodChoice, PaymentMethodForm } from '@taskwell/ui/payment-method-form';
import { useCallback, useState } from 'react';
import { PrivateRouteBoundary } from '../../components/private-route-boundary/index.ts';
import { privateRoute } from '../../components/sign-in-modal/index.ts';
import { CheckoutFlow } from '../../payments/checkout-flow.tsx';
import { CheckoutReturnDialog } from '../../payments/checkout-return-dialog.tsx';
import { allowPayments, paymentPageLoader } from '../../payments/payments-document.ts';
import { usePaymentClient } from '../../payments/use-payment-client.ts';
import { usePaymentRefresh } from '../../payments/use-payment-refresh.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { keepPageAfterSessionEnded } from '../../session/sign-in-reason.ts';
import { loadOrEndSession, requireSignedIn } from '../../session/signed-in.server.ts';
import { useSignIn } from '../../sign-in/sign-in-context.tsx';
import * as styles from './billing.css.ts';
import { loadBilling } from './load-billing.server.ts';

/** spec §2: Billing is for signed-in users only. */
export const handle = privateRoute;

/** Not reloaded for the sign-in modal's steps over it. */
export const shouldRevalidate = keepPageAfterSessionEnded;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requireSignedIn(request, context);
  const billing = await loadOrEndSession(signedIn, (api) => loadBilling(api, request));
  allowPayments(context, billing);
  return billing;
}

/** Issue 39: the page comes in a document of its own, whose policy lets its checkout load. */
export const clientLoader = paymentPageLoader;

/** The dialog open over the page. */
type BillingDialog =
  | { kind: 'credits'; offer: CreditTopUpOffer }
  | { kind: 'card-choice' }
  | { kind: 'card-checkout'; choice: PaymentMethodChoice };

function isLive(subscription: SubscriptionStatus | null): subscription is SubscriptionStatus {
  return subscription?.active === true && subscription.current_price !== null;
}

/** The line under the plan's name: its cycle and what happens at the end of the period. */
function subscriptionLine(subscription: SubscriptionStatus | null): string | null {
  if (!isLive(subscription)) return null;
  const cycle = subscription.billing_cycle === 'year' ? 'Billed yearly' : 'Billed monthly';
  if (!subscription.period_end) return `${cycle}.`;
  const end = formatPeriodEnd(subscription.period_end);
  if (subscription.cancelled) return `${cycle}; ends on ${end}, then Free.`;
  if (subscription.downgrading) return `${cycle}; moves to ${subscription.next_plan ?? 'Free'} on ${end}.`;
  return `${cycle}; renews on ${end}.`;
}

// spec §2 Billing Information: the subscription with 'Change' (to the pricing page), the balance,
// credit top-ups (seed defect fixed: they work), the payment details with 'Modify Payment Details'.
export default function BillingRoute() {
  const {
    plan,
    accountBalance,
    publishableKey,
    testCheckoutUrl,
    paymentsProblem,
    subscription,
    paymentInfo,
    offers,
    checkoutReturn,
  } = useLoaderData<typeof loader>();
  const viewer = useRouteLoaderData<typeof rootLoader>('root')?.viewer ?? null;
  const { revalidate } = useRevalidator();
  const { open: openSignIn } = useSignIn();
  const client = usePaymentClient();
  const refresh = usePaymentRefresh(client);
  const [dialog, setDialog] = useState<BillingDialog | null>(null);
  const [choice, setChoice] = useState<PaymentMethodChoice>({ default: true, subscription: true });

  const beforePlan = viewer?.plan ?? plan;
  const beforeBalance = viewer?.accountBalance ?? accountBalance;
  const refreshFigures = useCallback(
    () => void refresh({ plan: beforePlan, accountBalance: beforeBalance }),
    [refresh, beforePlan, beforeBalance],
  );
  const sessionEnded = useCallback(() => {
    setDialog(null);
    openSignIn({ mode: 'login', reason: 'session-ended' });
    revalidate();
  }, [openSignIn, revalidate]);

  const liveSubscription = subscription.state === 'ready' && isLive(subscription.value) ? subscription.value : null;
  const canPay = publishableKey !== null;
  const close = () => setDialog(null);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Billing Information</h1>
      {paymentsProblem ? <Alert tone="info">{paymentsProblem}</Alert> : null}

      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="billing-subscription">
          <h2 id="billing-subscription" className={styles.heading}>
            Current subscription
          </h2>
          <p className={styles.figure}>{plan}</p>
          {subscriptionLine(liveSubscription) ? (
            <p className={styles.muted}>{subscriptionLine(liveSubscription)}</p>
          ) : null}
          {subscription.state === 'failed' ? <p className={styles.muted}>{subscription.message}</p> : null}
          <div>
            <Button asChild variant="outline" size="sm">
              <Link to="/pricing">Change</Link>
            </Button>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="billing-balance">
          <h2 id="billing-balance" className={styles.heading}>
            Account balance
          </h2>
          <p className={styles.figure}>{formatCredits(accountBalance)}</p>
          {canPay && offers.state === 'ready' ? (
            <CreditTopUps
              offers={offers.value}
              pendingProductId={dialog?.kind === 'credits' ? dialog.offer.productId : undefined}
              onBuy={(offer) => setDialog({ kind: 'credits', offer })}
            />
          ) : null}
          {canPay && offers.state === 'failed' ? <p className={styles.muted}>{offers.message}</p> : null}
        </section>

        <section className={styles.section} aria-labelledby="billing-payment">
          <h2 id="billing-payment" className={styles.heading}>
            Payment details
          </h2>
          {paymentInfo.state === 'ready' ? (
            <PaymentDetails
              defaultLast4={paymentInfo.value.default_last4}
              subscriptionLast4={paymentInfo.value.subscription_last4}
              owedBalanceCents={paymentInfo.value.owed_balance}
              action={
                canPay ? (
                  <Button
                    variant="outline"
                    onClick={() => {
                      setChoice({ default: true, subscription: liveSubscription !== null });
                      setDialog({ kind: 'card-choice' });
                    }}
                  >
                    Modify Payment Details
                  </Button>
                ) : undefined
              }
            />
          ) : null}
          {paymentInfo.state === 'failed' ? <p className={styles.muted}>{paymentInfo.message}</p> : null}
          {paymentInfo.state === 'off' ? <p className={styles.muted}>No payment details are kept here.</p> : null}
        </section>
      </div>

      {dialog?.kind === 'credits' && publishableKey ? (
        <Modal
          open
          size="wide"
          onOpenChange={(open) => (open ? undefined : close())}
          title={`Buy ${dialog.offer.credits} credits`}
        >
          <CheckoutFlow
            kind="credits"
            publishableKey={publishableKey}
            testCheckoutUrl={testCheckoutUrl}
            client={client}
            start={() => client.startCreditCheckout(dialog.offer.productId)}
            onOutcome={(outcome) => (outcome.status === 'complete' ? refreshFigures() : revalidate())}
            onClose={close}
            onSessionEnded={sessionEnded}
          />
        </Modal>
      ) : null}

      {(dialog?.kind === 'card-choice' || dialog?.kind === 'card-checkout') && publishableKey ? (
        <Modal
          open
          size={dialog.kind === 'card-checkout' ? 'wide' : 'normal'}
          onOpenChange={(open) => (open ? undefined : close())}
          title="Modify Payment Details"
        >
          {dialog.kind === 'card-choice' ? (
            <PaymentMethodForm
              value={choice}
              onChange={setChoice}
              hasSubscription={liveSubscription !== null}
              onCancel={close}
              onConfirm={() =>
                setDialog({
                  kind: 'card-checkout',
                  choice: { default: choice.default, subscription: choice.subscription && liveSubscription !== null },
                })
              }
            />
          ) : (
            <CheckoutFlow
              kind="card"
              publishableKey={publishableKey}
              testCheckoutUrl={testCheckoutUrl}
              client={client}
              start={() => client.startPaymentMethodCheckout(dialog.choice)}
              onOutcome={() => undefined}
              // spec §4: the payment info is read again 2 s after completion.
              onReload={revalidate}
              onClose={close}
              onSessionEnded={sessionEnded}
            />
          )}
        </Modal>
      ) : null}

      <CheckoutReturnDialog outcome={checkoutReturn} onComplete={refreshFigures} />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: 'Billing · Taskwell Studio' }];

export function ErrorBoundary() {
  return <PrivateRouteBoundary title="Billing Information" />;
}

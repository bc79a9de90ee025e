import type { OperationId } from '@taskwell/api-sdk';

/**
 * The operations this server does not serve yet; each answers 501 with the contract's error body.
 * This is the one list: the conformance test reads it, and the server refuses to start when an
 * operation of the contract is neither here nor handled.
 *
 * - payments and credit purchases: the payment-provider issue;
 * - the social link: the OAuth issue;
 * - a task's sample results and a run's event stream: the studio's run view.
 */
export const notImplementedOperations: readonly OperationId[] = [
  'createCreditCheckout',
  'createSubscriptionCheckout',
  'modifyPaymentMethod',
  'upgradeSubscription',
  'downgradeSubscription',
  'revertPendingSubscriptionChanges',
  'cancelSubscription',
  'getCheckoutSessionStatus',
  'getSubscriptionStatus',
  'previewSubscriptionUpgrade',
  'listCreditPackages',
  'getPaymentInfo',
  'linkLinkedIn',
  'getTaskSample',
  'getTaskSampleAsset',
  'streamRequestEvents',
];

import type Stripe from 'stripe';

/**
 * Some fields of a Stripe object of the pinned API version, checked against the SDK's own types:
 * a field the version does not have (a subscription's top-level `current_period_end`) or a value of
 * the wrong kind does not compile.
 */
export type StripeShape<Type> = Type extends (infer Item)[]
  ? StripeShape<Item>[]
  : Type extends string | number | boolean | null
    ? Type
    : Type extends object
      ? { [Key in keyof Type]?: StripeShape<Type[Key]> }
      : Type;

/** Stripe's error body. */
export interface StripeErrorBody {
  error: { type: string; message: string; code?: string; param?: string; decline_code?: string };
}

export type CustomerShape = StripeShape<Stripe.Customer>;
export type CheckoutSessionShape = StripeShape<Stripe.Checkout.Session>;
export type SubscriptionShape = StripeShape<Stripe.Subscription>;
export type ScheduleShape = StripeShape<Stripe.SubscriptionSchedule>;
export type InvoiceShape = StripeShape<Stripe.Invoice>;
export type PaymentMethodShape = StripeShape<Stripe.PaymentMethod>;
export type SetupIntentShape = StripeShape<Stripe.SetupIntent>;
export type PriceShape = StripeShape<Stripe.Price>;
export type ProductShape = StripeShape<Stripe.Product>;
export type EventShape = StripeShape<Stripe.Event>;
export type AccountShape = StripeShape<Stripe.Account>;
export type AccountLinkShape = StripeShape<Stripe.AccountLink>;
export type TransferShape = StripeShape<Stripe.Transfer>;
export type WebhookEndpointShape = StripeShape<Stripe.WebhookEndpoint>;

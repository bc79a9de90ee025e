import type { StripeAccount } from './fake-stripe-account.ts';
import { invalidRequest, missing } from './fake-stripe-state.ts';
import type { AccountLinkShape, AccountShape, EventShape, TransferShape } from './stripe-shapes.ts';

// Connected accounts and transfers of the in-memory Stripe (Stripe Connect, decision 137): what
// the payouts talk to. An account is made with its details due; the hosted onboarding (the
// stand-in's page, or the test's control) completes it and Stripe says so with `account.updated`.
// A transfer needs an account whose payouts are on, and can be found again by its
// `transfer_group` or its metadata, as Stripe's own records are.

/** A connected account as the fake keeps it. */
export interface ConnectedAccountState {
  id: string;
  email: string | null;
  metadata: Record<string, string>;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  requirementsDue: string[];
  created: number;
}

/** A transfer as the fake keeps it. */
export interface TransferState {
  id: string;
  amount: number;
  currency: string;
  destination: string;
  transferGroup: string | null;
  metadata: Record<string, string>;
  created: number;
}

/** What a new account must still give, as Stripe lists it. */
const onboardingFields = ['external_account', 'individual.dob.day', 'individual.first_name', 'tos_acceptance.date'];

/** The Connect objects of one fake Stripe account. */
export class FakeConnect {
  readonly accounts = new Map<string, ConnectedAccountState>();
  readonly transfers = new Map<string, TransferState>();

  constructor(private readonly platform: StripeAccount) {}

  clear(): void {
    this.accounts.clear();
    this.transfers.clear();
  }

  account(id: string): ConnectedAccountState {
    const found = this.accounts.get(id);
    if (!found) throw missing('account', id);
    return found;
  }

  createAccount(params: { type?: string; email?: string; metadata: Record<string, string> }): ConnectedAccountState {
    if (params.type !== undefined && !['express', 'standard', 'custom'].includes(params.type)) {
      throw invalidRequest(`Invalid type: ${params.type}`, 'parameter_invalid', 'type');
    }
    const account: ConnectedAccountState = {
      id: this.platform.newId('acct'),
      email: params.email ?? null,
      metadata: params.metadata,
      detailsSubmitted: false,
      payoutsEnabled: false,
      requirementsDue: [...onboardingFields],
      created: this.platform.now(),
    };
    this.accounts.set(account.id, account);
    return account;
  }

  createLink(
    params: { account: string; type?: string; refreshUrl?: string; returnUrl?: string },
    origin: string,
  ): AccountLinkShape {
    this.account(params.account);
    if (params.type !== 'account_onboarding' && params.type !== 'account_update') {
      throw invalidRequest('Invalid type: must be one of account_onboarding or account_update', 'parameter_invalid');
    }
    if (!params.returnUrl || !params.refreshUrl) {
      throw invalidRequest('Missing required param: return_url and refresh_url.', 'parameter_missing');
    }
    const query = new URLSearchParams({ return_url: params.returnUrl, refresh_url: params.refreshUrl });
    const created = this.platform.now();
    return {
      object: 'account_link',
      created,
      expires_at: created + 300,
      url: `${origin}/__stand-in/connect/${params.account}?${query}`,
    };
  }

  /** The creator finishes the hosted onboarding: details submitted, payouts on. Gives `account.updated`. */
  completeOnboarding(id: string): EventShape {
    const account = this.account(id);
    account.detailsSubmitted = true;
    account.payoutsEnabled = true;
    account.requirementsDue = [];
    return this.platform.event('account.updated', this.renderAccount(account));
  }

  /** Stripe asks for more (a document): payouts stop until it is given. Gives `account.updated`. */
  requireMore(id: string, fields: string[]): EventShape {
    const account = this.account(id);
    account.payoutsEnabled = false;
    account.requirementsDue = fields;
    return this.platform.event('account.updated', this.renderAccount(account));
  }

  createTransfer(params: {
    amount: number;
    currency: string;
    destination: string;
    transferGroup?: string;
    metadata: Record<string, string>;
  }): TransferState {
    if (!Number.isInteger(params.amount) || params.amount < 1) {
      throw invalidRequest('Invalid positive integer', 'parameter_invalid_integer', 'amount');
    }
    const account = this.account(params.destination);
    if (!account.payoutsEnabled) {
      throw invalidRequest(
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        'insufficient_capabilities_for_transfer',
        'destination',
      );
    }
    const transfer: TransferState = {
      id: this.platform.newId('tr'),
      amount: params.amount,
      currency: params.currency,
      destination: account.id,
      transferGroup: params.transferGroup ?? null,
      metadata: params.metadata,
      created: this.platform.now(),
    };
    this.transfers.set(transfer.id, transfer);
    return transfer;
  }

  /** Transfers newest first, of one group or destination when given. */
  listTransfers(filter: { transferGroup?: string; destination?: string }): TransferState[] {
    return [...this.transfers.values()]
      .filter(
        (transfer) =>
          (!filter.transferGroup || transfer.transferGroup === filter.transferGroup) &&
          (!filter.destination || transfer.destination === filter.destination),
      )
      .reverse();
  }

  renderAccount(account: ConnectedAccountState): AccountShape {
    return {
      id: account.id,
      object: 'account',
      type: 'express',
      email: account.email,
      metadata: account.metadata,
      details_submitted: account.detailsSubmitted,
      payouts_enabled: account.payoutsEnabled,
      charges_enabled: account.payoutsEnabled,
      created: account.created,
      requirements: {
        currently_due: account.requirementsDue,
        eventually_due: account.requirementsDue,
        past_due: [],
        disabled_reason: account.requirementsDue.length > 0 ? 'requirements.past_due' : null,
      },
    };
  }

  renderTransfer(transfer: TransferState): TransferShape {
    return {
      id: transfer.id,
      object: 'transfer',
      amount: transfer.amount,
      amount_reversed: 0,
      currency: transfer.currency,
      destination: transfer.destination,
      transfer_group: transfer.transferGroup,
      metadata: transfer.metadata,
      created: transfer.created,
      livemode: false,
      reversed: false,
      reversals: { object: 'list', data: [], has_more: false, url: `/v1/transfers/${transfer.id}/reversals` },
    };
  }
}

import type { StripeAccount } from './fake-stripe-account.ts';
import { invalidRequest, missing } from './fake-stripe-state.ts';
import type { WebhookEndpointShape } from './stripe-shapes.ts';

// The webhook endpoints of the in-memory Stripe (`POST /v1/webhook_endpoints`): where Stripe
// itself sends the events of the types an endpoint enabled. The stand-in served over HTTP posts
// those of its controls to them (serve-stripe-stand-in.ts), as Stripe posts `account.updated`
// when a creator finishes the hosted onboarding; its other controls still hand the deliveries out.

/** A webhook endpoint as the fake keeps it. */
export interface WebhookEndpointState {
  id: string;
  url: string;
  enabledEvents: string[];
  description: string | null;
  created: number;
}

/** The webhook endpoints of one fake Stripe account. */
export class FakeWebhookEndpoints {
  readonly endpoints = new Map<string, WebhookEndpointState>();
  /** The secret deliveries are signed with, given once when an endpoint is made (as Stripe does). */
  signingSecret: string | null = null;

  constructor(private readonly platform: StripeAccount) {}

  clear(): void {
    this.endpoints.clear();
  }

  create(params: { url?: string; enabledEvents: string[]; description?: string }): WebhookEndpointState {
    if (!params.url) throw invalidRequest('Missing required param: url.', 'parameter_missing', 'url');
    if (!/^https?:\/\/[^\s]+$/.test(params.url)) {
      throw invalidRequest('Invalid URL: must be a valid http or https URL.', 'url_invalid', 'url');
    }
    if (params.enabledEvents.length === 0) {
      throw invalidRequest('Missing required param: enabled_events.', 'parameter_missing', 'enabled_events');
    }
    const endpoint: WebhookEndpointState = {
      id: this.platform.newId('we'),
      url: params.url,
      enabledEvents: params.enabledEvents,
      description: params.description ?? null,
      created: this.platform.now(),
    };
    this.endpoints.set(endpoint.id, endpoint);
    return endpoint;
  }

  remove(id: string): WebhookEndpointState {
    const found = this.endpoints.get(id);
    if (!found) throw missing('webhook_endpoint', id);
    this.endpoints.delete(id);
    return found;
  }

  /** The endpoints an event of `type` is sent to: those that enabled it, or every event (`*`). */
  receiving(type: string): WebhookEndpointState[] {
    return [...this.endpoints.values()].filter(
      (endpoint) => endpoint.enabledEvents.includes('*') || endpoint.enabledEvents.includes(type),
    );
  }

  render(endpoint: WebhookEndpointState, withSecret = false): WebhookEndpointShape {
    return {
      id: endpoint.id,
      object: 'webhook_endpoint',
      url: endpoint.url,
      enabled_events: endpoint.enabledEvents as WebhookEndpointShape['enabled_events'],
      description: endpoint.description,
      status: 'enabled',
      api_version: null,
      application: null,
      livemode: false,
      metadata: {},
      created: endpoint.created,
      ...(withSecret && this.signingSecret ? { secret: this.signingSecret } : {}),
    };
  }
}

import { type HttpHandler, HttpResponse, http } from 'msw';
import { connectHandlers } from './connect-handlers.ts';
import { type FakeStripe, StripeFailure } from './fake-stripe.ts';
import { decodeFormParams, type FormValue, list, metadataOf, record, text } from './form-params.ts';
import { webhookEndpointHandlers } from './webhook-endpoint-handlers.ts';

type Params = Record<string, FormValue>;

/** What a handler gets: the decoded parameters, the path's id, the `expand` list, and the origin called. */
export interface StripeRequest {
  params: Params;
  id: string;
  expand: string[];
  origin: string;
}

/** Declares one endpoint of the fake (see {@link stripeHandlers}). */
export type Endpoint = (
  method: 'get' | 'post' | 'delete',
  path: string,
  answer: (request: StripeRequest) => unknown,
) => HttpHandler;

function flag(value: FormValue | undefined): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

async function paramsOf(request: Request): Promise<Params> {
  const url = new URL(request.url);
  if (request.method === 'GET' || request.method === 'DELETE') return decodeFormParams(url.searchParams);
  return decodeFormParams(new URLSearchParams(await request.text()));
}

/**
 * Wraps one endpoint: parameters decoded from Stripe's form encoding, the call recorded, a repeated
 * idempotency key answered with the first reply, failures answered with Stripe's error body.
 */
function endpoint(
  stripe: FakeStripe,
  method: 'get' | 'post' | 'delete',
  path: string,
  answer: (request: StripeRequest) => unknown,
): HttpHandler {
  return http[method](`*/v1${path}`, async ({ request, params }) => {
    const call = {
      method: request.method,
      path: new URL(request.url).pathname,
      idempotencyKey: request.headers.get('idempotency-key'),
      apiVersion: request.headers.get('stripe-version'),
    };
    const replayed = stripe.remember(call);
    if (replayed) return HttpResponse.json(replayed.body as Record<string, unknown>, { status: replayed.status });
    const decoded = await paramsOf(request);
    let reply: { status: number; body: unknown };
    try {
      const body = answer({
        params: decoded,
        id: String(params.id ?? ''),
        expand: list(decoded.expand).filter((item): item is string => typeof item === 'string'),
        origin: new URL(request.url).origin,
      });
      reply = { status: 200, body };
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      reply = { status: error.status, body: error.body };
    }
    stripe.keepReply(call, reply);
    return HttpResponse.json(reply.body as Record<string, unknown>, {
      status: reply.status,
      headers: { 'request-id': stripe.newId('req') },
    });
  });
}

/**
 * msw handlers answering the Stripe REST calls the server makes, from the fake's state. They match
 * any origin (`*`), so the same handlers serve the SDK at api.stripe.com in tests and at a local
 * address in the stand-in.
 */
export function stripeHandlers(stripe: FakeStripe): HttpHandler[] {
  const on: Endpoint = (method, path, answer) => endpoint(stripe, method, path, answer);
  return [
    ...connectHandlers(stripe, on),
    ...webhookEndpointHandlers(stripe, on),
    on('post', '/customers', ({ params }) =>
      stripe.renderCustomer(
        stripe.createCustomer({ email: text(params.email), metadata: metadataOf(params.metadata) }),
        [],
      ),
    ),
    on('get', '/customers/:id', ({ id, expand }) => stripe.renderCustomer(stripe.customer(id), expand)),
    on('post', '/customers/:id', ({ id, params, expand }) => {
      const customer = stripe.customer(id);
      const method = text(record(params.invoice_settings).default_payment_method);
      if (method !== undefined) {
        if (!stripe.paymentMethods.has(method))
          throw new StripeFailure(404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such PaymentMethod: '${method}'`,
            },
          });
        customer.defaultPaymentMethod = method;
      }
      return stripe.renderCustomer(customer, expand);
    }),

    on('post', '/checkout/sessions', ({ params, expand }) => {
      const item = record(list(params.line_items)[0]);
      const priceData = record(item.price_data);
      const unitAmount = text(priceData.unit_amount);
      const session = stripe.createSession({
        mode: text(params.mode) ?? '',
        customer: text(params.customer) ?? '',
        uiMode: text(params.ui_mode) ?? 'hosted_page',
        returnUrl: text(params.return_url),
        ...(text(item.price) ? { priceId: text(item.price) } : {}),
        ...(text(priceData.product) ? { productId: text(priceData.product) } : {}),
        ...(unitAmount !== undefined ? { unitAmount: Number(unitAmount) } : {}),
        ...((text(priceData.currency) ?? text(params.currency))
          ? { currency: text(priceData.currency) ?? text(params.currency) }
          : {}),
        metadata: metadataOf(params.metadata),
      });
      return stripe.renderSession(session, expand);
    }),
    on('get', '/checkout/sessions/:id', ({ id, expand }) => stripe.renderSession(stripe.session(id), expand)),
    on('post', '/checkout/sessions/:id/expire', ({ id, expand }) =>
      stripe.renderSession(stripe.expireSession(id), expand),
    ),

    on('get', '/subscriptions/:id', ({ id, expand }) => stripe.renderSubscription(stripe.subscription(id), expand)),
    on('post', '/subscriptions/:id', ({ id, params, expand }) => {
      const subscription = stripe.subscription(id);
      const item = record(list(params.items)[0]);
      const priceId = text(item.price);
      if (priceId) {
        if (text(item.id) !== subscription.itemId) {
          throw new StripeFailure(400, {
            error: { type: 'invalid_request_error', message: 'Unknown subscription item.', param: 'items[0][id]' },
          });
        }
        const prorationDate = Number(text(params.proration_date) ?? stripe.now());
        stripe.changePrice(subscription, priceId, {
          prorationDate,
          pending: text(params.payment_behavior) === 'pending_if_incomplete',
          invoiceNow: text(params.proration_behavior) === 'always_invoice',
        });
      }
      const cancel = flag(params.cancel_at_period_end);
      if (cancel !== undefined) stripe.setCancelAtPeriodEnd(subscription, cancel);
      const method = text(params.default_payment_method);
      if (method !== undefined) subscription.defaultPaymentMethod = method;
      return stripe.renderSubscription(subscription, expand);
    }),

    on('post', '/invoices/create_preview', ({ params }) => {
      const subscription = stripe.subscription(text(params.subscription) ?? '');
      const details = record(params.subscription_details);
      const item = record(list(details.items)[0]);
      const prorationDate = Number(text(details.proration_date) ?? stripe.now());
      const amount = stripe.prorate(subscription, text(item.price) ?? subscription.priceId, prorationDate);
      return {
        ...stripe.renderInvoice({
          id: `upcoming_${subscription.id}`,
          customer: subscription.customer,
          subscription: subscription.id,
          status: 'draft',
          amountDue: amount,
          amountPaid: 0,
          created: stripe.now(),
        }),
      };
    }),
    on('get', '/invoices', ({ params }) => {
      const customer = text(params.customer);
      const status = text(params.status);
      const data = [...stripe.invoices.values()]
        .filter((invoice) => (!customer || invoice.customer === customer) && (!status || invoice.status === status))
        .map((invoice) => stripe.renderInvoice(invoice));
      return { object: 'list', data, has_more: false, url: '/v1/invoices' };
    }),
    on('post', '/invoices/:id/void', ({ id }) => stripe.renderInvoice(stripe.voidInvoice(id))),

    on('post', '/subscription_schedules', ({ params }) =>
      stripe.renderSchedule(stripe.createSchedule(text(params.from_subscription) ?? '')),
    ),
    on('get', '/subscription_schedules/:id', ({ id }) => stripe.renderSchedule(stripe.schedule(id))),
    on('post', '/subscription_schedules/:id', ({ id, params }) => {
      const schedule = stripe.schedule(id);
      if (schedule.status !== 'active') {
        throw new StripeFailure(400, {
          error: { type: 'invalid_request_error', message: `You cannot update a schedule that is ${schedule.status}.` },
        });
      }
      const behaviour = text(params.end_behavior);
      if (behaviour === 'release' || behaviour === 'cancel' || behaviour === 'none' || behaviour === 'renew') {
        schedule.endBehavior = behaviour;
      }
      const phases = list(params.phases).map(record);
      if (phases.length > 0) {
        let start = Number(text(phases[0]?.start_date) ?? schedule.phases[0]?.start ?? stripe.now());
        schedule.phases = phases.map((phase) => {
          const priceId = text(record(list(phase.items)[0]).price) ?? '';
          const interval = stripe.price(priceId).interval ?? 'month';
          const explicitEnd = text(phase.end_date);
          const end = explicitEnd ? Number(explicitEnd) : start + (interval === 'year' ? 365 : 30) * 24 * 60 * 60;
          const shaped = { start, end, priceId };
          start = end;
          return shaped;
        });
      }
      return stripe.renderSchedule(schedule);
    }),
    on('post', '/subscription_schedules/:id/release', ({ id }) => stripe.renderSchedule(stripe.releaseSchedule(id))),

    on('get', '/payment_methods/:id', ({ id }) => {
      const method = stripe.renderPaymentMethod(id);
      if (!method) {
        throw new StripeFailure(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${id}'` },
        });
      }
      return method;
    }),

    // The setup script's calls: products and prices found by their lookup keys or metadata.
    on('get', '/prices', ({ params }) => {
      const keys = list(params.lookup_keys).filter((key): key is string => typeof key === 'string');
      const data = [...stripe.prices.values()]
        .filter((price) => keys.length === 0 || (price.lookupKey !== null && keys.includes(price.lookupKey)))
        .map((price) => stripe.renderPrice(price));
      return { object: 'list', data, has_more: false, url: '/v1/prices' };
    }),
    on('post', '/prices', ({ params }) => {
      const recurring = record(params.recurring);
      const interval = text(recurring.interval);
      const price = {
        id: stripe.newId('price'),
        product: text(params.product) ?? '',
        unitAmount: Number(text(params.unit_amount) ?? 0),
        interval: interval === 'month' ? ('month' as const) : interval === 'year' ? ('year' as const) : null,
        lookupKey: text(params.lookup_key) ?? null,
      };
      if (!stripe.products.has(price.product)) {
        throw new StripeFailure(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such product: '${price.product}'`,
          },
        });
      }
      stripe.prices.set(price.id, price);
      return stripe.renderPrice(price);
    }),
    on('get', '/products/:id', ({ id }) => {
      const product = stripe.products.get(id);
      if (!product) {
        throw new StripeFailure(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such product: '${id}'` },
        });
      }
      return stripe.renderProduct(product);
    }),
    on('post', '/products', ({ params }) => {
      const id = text(params.id) ?? stripe.newId('prod');
      if (stripe.products.has(id)) {
        throw new StripeFailure(400, {
          error: { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Product already exists.' },
        });
      }
      const product = { id, name: text(params.name) ?? id, metadata: metadataOf(params.metadata) };
      stripe.products.set(id, product);
      return stripe.renderProduct(product);
    }),
  ];
}

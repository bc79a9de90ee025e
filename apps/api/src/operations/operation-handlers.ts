import type { OperationId, OtpRequest, OtpVerify, PlanCatalogue, ProfileUpdate } from '@taskwell/api-sdk';
import { featureDefinitions, planDefinitions, taskCategories } from '@taskwell/domain';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readProfile, updateProfile } from '../accounts/accounts.ts';
import { requireSession } from '../auth/authenticate.ts';
import type { ServerContext } from '../create-server.ts';
import { unauthorized } from '../http/api-error.ts';
import { assetOperations } from './asset-operations.ts';
import { runOperations } from './run-operations.ts';

/** One operation's handler: what it returns is the JSON reply (checked against the contract). */
export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Addresses are compared as written, without case or surrounding space. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const version = '0.0.0';

/** The handler of every operation this server serves (the rest are in not-implemented.ts). */
export function operationHandlers(context: ServerContext): Partial<Record<OperationId, OperationHandler>> {
  const { db, otp, sessions, tasks, now } = context;

  // Without a payment provider no plan is on sale: its price ids are null and the price order empty.
  const planCatalogue: PlanCatalogue = {
    plans: planDefinitions.map((plan) => ({
      name: plan.name,
      available: plan.available,
      favorite: plan.favorite,
      price: { ...plan.price },
      priceIds: { monthly: null, annual: null },
      features: plan.features.map((feature) => ({ ...feature })),
    })),
    priceOrder: [],
    features: featureDefinitions.map((feature) => ({ ...feature })),
  };
  const categories = taskCategories.map((category) => ({ ...category }));
  // The catalogue is data validated against the contract when the server starts and never changes
  // while it runs: it is serialised (and encoded) once.
  const tasksJson = Buffer.from(JSON.stringify(tasks));

  return {
    async getHealth() {
      await db.execute(sql`select 1`);
      return { status: 'ok', version };
    },

    async requestOtp(request, reply) {
      const { email } = request.body as OtpRequest;
      const message = await otp.request(normaliseEmail(email), request.ip);
      // The contract's reply is a JSON string; Fastify would send a bare string as text.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(message));
    },

    async verifyOtp(request) {
      const body = request.body as OtpVerify;
      return { session_token: await otp.verify(normaliseEmail(body.email), body.otp) };
    },

    async validateSession(request) {
      const { token } = request.params as { token: string };
      const session = await sessions.verify(token);
      if (!session) throw unauthorized('The session is not valid.');
      return { valid: true, id: session.email, exp: session.exp };
    },

    async logout(request, reply) {
      const session = requireSession(request);
      await sessions.revoke(request.bearerToken ?? '', session);
      return reply.status(204).send();
    },

    async getProfile(request) {
      const profile = await readProfile(db, requireSession(request).email);
      if (!profile) throw unauthorized();
      return profile;
    },

    async updateProfile(request) {
      const email = requireSession(request).email;
      const profile = await updateProfile(db, { email, update: request.body as ProfileUpdate, now: new Date(now()) });
      if (!profile) throw unauthorized();
      return profile;
    },

    async listPlans() {
      return planCatalogue;
    },

    async listTasks(_request, reply) {
      return reply.type('application/json; charset=utf-8').send(tasksJson);
    },

    async listTaskCategories() {
      return categories;
    },

    ...assetOperations(context),
    ...runOperations(context),
  } satisfies Partial<Record<OperationId, OperationHandler>>;
}

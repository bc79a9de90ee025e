import { taskCategories } from '@taskwell/domain';
import { sql } from 'drizzle-orm';
import type { OperationHandlers } from '../http/operation-handler.ts';
import type { ServerContext } from '../server-context.ts';

const version = '0.0.0';

/** What the server offers: health, plans, the task catalogue and its categories. */
export function catalogueOperations(context: ServerContext) {
  const { db, tasks } = context;
  // Without a payment provider no plan is on sale: its price ids are null and the price order empty.
  const planCatalogue = context.prices.planCatalogue();
  const categories = taskCategories.map((category) => ({ ...category }));
  // The catalogue is data validated against the contract when the server starts and never changes
  // while it runs: it is serialised (and encoded) once.
  const tasksJson = Buffer.from(JSON.stringify(tasks));

  return {
    async getHealth() {
      await db.execute(sql`select 1`);
      return { status: 'ok', version };
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
  } satisfies OperationHandlers;
}

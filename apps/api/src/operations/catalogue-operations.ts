import { taskCategories } from '@taskwell/domain';
import { fillLookupSources } from '@taskwell/task-engine';
import { sql } from 'drizzle-orm';
import { callerOptions, hasCallerLookups } from '../catalogue/caller-lookups.ts';
import { operationGroup } from '../http/operation-handler.ts';
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
  // The tasks with a list of the caller's own collections (issue 28), served filled for each caller.
  const callerTasks = tasks.filter((task) => hasCallerLookups(task.parameters));

  return operationGroup({
    async getHealth() {
      await db.execute(sql`select 1`);
      return { status: 'ok', version };
    },

    async listPlans() {
      return planCatalogue;
    },

    async listTasks(request, reply) {
      const email = request.caller?.email;
      if (email === undefined || callerTasks.length === 0) {
        return reply.type('application/json; charset=utf-8').send(tasksJson);
      }
      // The caller's collections are read once for every task that lists them.
      const optionsOf = await callerOptions({ email, knowledge: context.knowledgeSearch });
      const mine = tasks.map((task) =>
        callerTasks.includes(task) ? { ...task, parameters: fillLookupSources(task.parameters, optionsOf) } : task,
      );
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(mine));
    },

    async listTaskCategories() {
      return categories;
    },
  });
}

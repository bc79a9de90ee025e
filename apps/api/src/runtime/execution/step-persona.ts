import { aiPersonaOf, type StepNode } from '@taskwell/task-engine';
import { ServiceError, type StepPersona } from '../../services/service.ts';
import type { RunRow } from '../persistence/run-writes.ts';
import type { RunContext } from '../run-context.ts';

/** The words of a step whose persona is gone: the run fails at that step, saying so. */
export const personaGoneMessage =
  'the persona it writes in is no longer there (its creator deleted it, or left the organization that shares it).';

/**
 * The persona a step writes in (issue 40): the run's copy for a step that takes the runner's
 * (and for every step that is not an AI step), or the one of the task creator's that an AI step
 * names, read when the step runs (a creator's change reaches the runs of the task they sell).
 */
export async function stepPersona(
  context: Pick<RunContext, 'definitions' | 'personas'>,
  run: Pick<RunRow, 'taskId' | 'accountEmail' | 'taskVersion' | 'draftDefinition' | 'persona'>,
  step: StepNode,
): Promise<StepPersona | undefined> {
  const choice = aiPersonaOf(step.ai);
  if (choice === 'runner') return run.persona ?? undefined;
  const owner = await context.definitions.ownerOf(run);
  const found = owner === undefined ? undefined : await context.personas.ofCreator(owner, choice.personaId);
  if (!found) throw new ServiceError(personaGoneMessage);
  return found;
}

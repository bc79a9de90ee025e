import type { AiChoice, AiChoices } from '@taskwell/api-sdk';
import {
  aiChoicePlanMessage,
  aiCostFloor,
  aiServiceKey,
  aiTierPlanMessage,
  aiTiersOfPlan,
  canChooseAiService,
  canKeepPrivateAi,
  isTaskUsable,
  parseAiServiceKey,
  planForAiTier,
  privateAiPlanMessage,
  runnerAiService,
} from '@taskwell/domain';
import { type StepNode, stepsOf, type TaskDefinition } from '@taskwell/task-engine';
import { DomainError, notFound } from '../errors/domain-error.ts';
import { defaultAiTier } from '../services/ai-chat.ts';
import { type AiSettings, type AiTier, aiTiers, configuredAiTiers } from '../services/ai-settings.ts';
import type { AiTierCredits } from '../services/ai-tier-credits.ts';
import type { AiStepOptions, ChatClient, ChatServices, TierChoice } from '../services/chat-port.ts';
import { ServiceError } from '../services/service.ts';
import type { PrivateAiServices } from './private-ai-services.ts';

const tierNames: Record<AiTier, string> = {
  public: 'Public tier',
  partner: 'Partner tier',
  enterprise: 'Enterprise tier',
};

/** The AI steps of a definition. */
export function aiStepsOf(definition: TaskDefinition): StepNode[] {
  return stepsOf(definition.flow).filter((step) => step.service === 'ai.chat');
}

const text = (value: unknown) => (value === undefined ? undefined : String(value).trim().toLowerCase());

/** A step's tier as it asks for it (public when it names none; an unknown one is the service's to refuse). */
function tierOfStep(options: AiStepOptions): AiTier {
  const asked = text(options.tier) || defaultAiTier;
  return aiTiers.find((tier) => tier === asked) ?? defaultAiTier;
}

/** The private service a step names (`private:<id>`), if it names one. */
function privateOfStep(options: AiStepOptions): string | undefined {
  const ref = parseAiServiceKey(text(options.aiService));
  return ref?.kind === 'private' ? ref.id : undefined;
}

/** What a run keeps of its choice to resolve its steps' services. */
export interface RunAiFacts {
  accountEmail: string;
  taskId: string;
  /** The runner's choice (`runs.ai_service`). */
  aiService: string | null;
}

/**
 * The AI services of runs (issue 40, decision 130): what a runner may choose, the check of a
 * start against the runner's plan (never trusting the definition), the floor of a fee, and the
 * clients a run's AI steps call.
 */
export class RunAiServices {
  constructor(
    private readonly options: { settings: AiSettings; credits: AiTierCredits; privates: PrivateAiServices },
  ) {}

  /** The operator's tier costs. */
  get credits(): AiTierCredits {
    return this.options.credits;
  }

  /** The lowest fee or price of a definition: what its AI steps cost per run. */
  floorOf(definition: TaskDefinition): number {
    return aiCostFloor({
      steps: aiStepsOf(definition).map((step) => ({
        tier: text(step.options?.tier),
        aiService: text(step.options?.aiService),
      })),
      credits: this.options.credits,
    });
  }

  /** What a run's form offers `email`: the configured tiers (with their plan), and their private services. */
  async choices(email: string): Promise<AiChoices> {
    const { privates, settings, credits } = this.options;
    const plan = await privates.planOf(email);
    const included = new Set(aiTiersOfPlan(plan));
    const tiers: AiChoice[] = configuredAiTiers(settings)
      .slice()
      .reverse()
      .map((tier) => ({
        key: tier,
        label: `${tierNames[tier]} (${settings.tiers[tier]?.model ?? ''})`,
        kind: 'tier',
        tier,
        credits: credits[tier],
        included: included.has(tier),
        ...(included.has(tier) ? {} : { planRequired: planForAiTier(tier).name }),
      }));
    const own = canKeepPrivateAi(plan);
    const services: AiChoice[] = (await privates.usable(email))
      .filter((row) => row.ownerEmail === null || own)
      .map((row) => ({
        key: aiServiceKey({ kind: 'private', id: row.id }),
        label: row.organizationName ? `${row.name} (${row.organizationName})` : row.name,
        kind: 'private',
        credits: 0,
        included: true,
      }));
    const canChoose = canChooseAiService(plan);
    return { canChoose, ...(canChoose ? {} : { message: aiChoicePlanMessage }), choices: [...tiers, ...services] };
  }

  /**
   * Checks a start's AI services against the runner's plan before anything is charged, and gives
   * the choice to keep with the run (null when it has none, or no step lets the runner choose):
   * - a choice needs Explorer and up (403), a tier their plan includes (403 naming both plans) and
   *   configured here (422), or a private service they may use (404; their own needs Creator);
   * - every step's own tier must be in the plan (403), and a private service a step names must be
   *   the task creator's (409 when it is gone).
   * A plan that does not unlock the task at all is left to the charge to refuse.
   */
  async checkStart(options: { definition: TaskDefinition; email: string; choice?: string | undefined }) {
    const steps = aiStepsOf(options.definition);
    if (steps.length === 0) return null;
    // Every plan has the public tier: a start that chooses nothing and whose steps ask for nothing
    // else needs no look at the plan (the charge checks the task's own plans).
    const plain = (step: StepNode) =>
      text(step.options?.aiService) !== runnerAiService &&
      !privateOfStep(step.options ?? {}) &&
      tierOfStep(step.options ?? {}) === 'public';
    if (options.choice === undefined && steps.every(plain)) return null;
    const { privates } = this.options;
    const plan = await privates.planOf(options.email);
    if (!isTaskUsable(plan, options.definition.plans)) return null;
    const chosen = options.choice === undefined ? undefined : parseAiServiceKey(options.choice);
    if (options.choice !== undefined) {
      if (!canChooseAiService(plan)) throw new DomainError('plan_required', 'plan_required', aiChoicePlanMessage);
      if (!chosen) throw new DomainError('invalid', 'invalid_ai_service', 'That is not an AI service.');
      if (chosen.kind === 'tier') this.requireTier(plan, chosen.tier);
      else {
        const row = await privates.findUsable(chosen.id, options.email);
        if (!row) throw notFound('That AI service');
        if (row.ownerEmail !== null && !canKeepPrivateAi(plan)) {
          throw new DomainError('plan_required', 'plan_required', privateAiPlanMessage);
        }
      }
    }
    let runnerChooses = false;
    for (const step of steps) {
      const optionsOfStep = step.options ?? {};
      if (text(optionsOfStep.aiService) === runnerAiService) {
        runnerChooses = true;
        if (chosen) continue;
      }
      const privateId = privateOfStep(optionsOfStep);
      if (privateId) {
        if (!(await privates.ofTaskCreator(privateId, options.definition.id))) {
          throw new DomainError(
            'conflict',
            'ai_service_gone',
            `The AI service of the step "${step.output}" is no longer available: its creator must choose another.`,
          );
        }
        continue;
      }
      this.requireTier(plan, tierOfStep(optionsOfStep), false);
    }
    return chosen && runnerChooses ? aiServiceKey(chosen) : null;
  }

  /** Refuses a tier the plan does not include (403), or (when chosen) one not configured here (422). */
  private requireTier(plan: string, tier: AiTier, chosen = true): void {
    if (!aiTiersOfPlan(plan).includes(tier)) {
      throw new DomainError('plan_required', 'plan_required', aiTierPlanMessage({ plan, tier }));
    }
    if (chosen && !this.options.settings.tiers[tier]) {
      throw new DomainError(
        'invalid_parameters',
        'ai_service_unavailable',
        `The ${tier} AI tier is not configured here; choose another AI service.`,
      );
    }
  }

  /** How a run's AI steps reach their models: the runner's choice for `runner` steps, else each step's own. */
  forRun(run: RunAiFacts): ChatServices {
    const { privates } = this.options;
    const choice = run.aiService ? parseAiServiceKey(run.aiService) : undefined;
    return {
      resolve: async (step): Promise<ChatClient | TierChoice> => {
        const named = privateOfStep(step);
        if (named) return privates.clientFor(named, { taskId: run.taskId });
        if (choice && text(step.aiService) === runnerAiService) {
          return choice.kind === 'tier'
            ? { tier: choice.tier }
            : privates.clientFor(choice.id, { runner: run.accountEmail });
        }
        const asked = text(step.tier) || defaultAiTier;
        const tier = aiTiers.find((candidate) => candidate === asked);
        if (!tier) throw new ServiceError(`The AI "tier" must be one of ${aiTiers.join(', ')}.`);
        return { tier };
      },
    };
  }
}

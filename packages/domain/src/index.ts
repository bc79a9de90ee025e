export { creditPackageSizes } from './credit-packages.ts';
export {
  type FeatureDefinition,
  featureDefinitions,
  type PlanDefinition,
  type PlanFeature,
  type PlanKey,
  planDefinitions,
  planKeys,
} from './plans.ts';
export { type TaskCategoryDefinition, taskCategories } from './task-categories.ts';

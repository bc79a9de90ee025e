export {
  type AiServiceRef,
  type AiStepCostInput,
  type AiTierKey,
  aiChoicePlan,
  aiChoicePlanMessage,
  aiCostFloor,
  aiServiceKey,
  aiServiceLabel,
  aiStepCost,
  aiTierKeys,
  aiTierPlanMessage,
  aiTierPlans,
  aiTiersOfPlan,
  canChooseAiService,
  canKeepPrivateAi,
  costFloorMessage,
  defaultAiTierCredits,
  parseAiServiceKey,
  planForAiTier,
  privateAiPlan,
  privateAiPlanMessage,
  runnerAiService,
} from './ai-access.ts';
export {
  type AutomationAllowance,
  type AutomationTrigger,
  automationAllowance,
  automationCountMessage,
  automationFailuresBeforePause,
  automationIntervalMessage,
  automationTriggerMessage,
  automationTriggers,
  intervalWords,
  planWithMoreAutomation,
} from './automation-allowance.ts';
export {
  type AutomationDay,
  type AutomationScheduleFields,
  automationCron,
  automationDays,
} from './automation-schedule.ts';
export {
  type ContactField,
  type ContactFieldProblem,
  type ContactMessage,
  type ContactMessageCheck,
  checkContactMessage,
  contactMessageLimits,
} from './check-contact-message.ts';
export { type ContentFamily, contentFamilies, contentFamilyOf } from './content-family.ts';
export {
  type CreditPackageDefinition,
  creditPackageSizes,
  creditPackages,
  creditPriceCents,
} from './credit-packages.ts';
export {
  type DateFormatOptions,
  formatDate,
  formatDateTime,
  formatMonth,
  formatRelative,
  formatTime,
  type Moment,
  type RelativeFormatOptions,
} from './date-formats.ts';
export { formatBytes } from './format-bytes.ts';
export {
  type KnowledgeLimitKind,
  type KnowledgeLimits,
  knowledgeAllowanceOf,
  knowledgeLimitMessage,
  knowledgeLimits,
  type PersonalizationLevel,
  personalizationLevels,
  personalizationOf,
  planWithMore,
} from './knowledge-allowance.ts';
export { citedRange, type KnowledgeCitation, knowledgeCitationHref } from './knowledge-citation.ts';
export {
  checkKnowledgeUpload,
  type KnowledgeContentType,
  type KnowledgeUploadCheck,
  knowledgeAccept,
  knowledgeContentTypes,
  knowledgeUploadRules,
} from './knowledge-upload-rule.ts';
export { filterBySearch, matchesSearch } from './list-search.ts';
export { formatCents, formatCredits, formatUsd } from './money.ts';
export {
  activeGroup,
  groupOfPath,
  itemLabel,
  type NavGroup,
  type NavIcon,
  type NavItem,
  navigationGroups,
  ownerOfPath,
  type RouteOwner,
  showsGroupSelector,
  type Viewer,
  visibleGroups,
} from './navigation.ts';
export {
  type OutputFormat,
  outputFormatDetails,
  outputFormatPlanMessage,
  outputFormats,
  outputFormatsOfPlan,
  planForOutputFormat,
} from './output-formats.ts';
export {
  isEmptyCharacter,
  type PersonaFields,
  type PersonaPointOfView,
  personaAllowance,
  personaInstructions,
  personaLimitMessage,
  personaLimits,
  personaPointsOfView,
  planWithMorePersonas,
} from './personas.ts';
export {
  annualPricePerMonth,
  canCreateTasks,
  findPlan,
  isTaskUsable,
  lowestPlanFor,
  planKeysByPrice,
  planRank,
  plansOfTask,
  taskCreationPlanMessage,
  visibleFeatures,
} from './plan-access.ts';
export {
  type FeatureDefinition,
  featureDefinitions,
  type PlanDefinition,
  type PlanFeature,
  type PlanKey,
  planDefinitions,
  planKeys,
} from './plans.ts';
export { type PluralForms, pluralWords } from './plural-words.ts';
export {
  type BillingCycle,
  formatPeriodEnd,
  type PricingAction,
  type PricingCard,
  pricingCardAction,
  type SubscriptionState,
} from './pricing-action.ts';
export {
  defaultRefreshAttempts,
  pollUntilChanged,
  profileChanged,
  type RefreshPollOptions,
  type RefreshPollResult,
  refreshDelayMs,
} from './refresh-poll.ts';
export { serviceBusyMessage } from './service-busy.ts';
export { type SiteAddresses, siteAddresses } from './site-addresses.ts';
export { categoryTitleOf, type TaskCategoryDefinition, taskCategories } from './task-categories.ts';
export { groupTasksByCategory, uncategorized } from './task-grouping.ts';
export { isTaskIcon, type TaskIcon, taskIconPath, taskIconPaths, taskIcons } from './task-icons.ts';
export {
  type CandidateFile,
  checkDeclaredUpload,
  checkUpload,
  contentKindOf,
  imageMaxBytes,
  isUndeclaredType,
  logoMaxBytes,
  logoUploadRule,
  looksLikeText,
  pdfMaxBytes,
  readHead,
  type Sliceable,
  sniffContentType,
  textMaxBytes,
  type UploadCheck,
  type UploadKind,
  type UploadRule,
  uploadContentType,
  uploadHeadBytes,
  uploadMaxBytes,
  uploadMinimumMessage,
  uploadRuleForType,
  uploadRuleForUi,
  uploadRules,
  uploadSizeMessage,
  uploadTypeMessage,
} from './upload-rules.ts';

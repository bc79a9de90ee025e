export { createAiChatService, defaultAiTier, fillPrompt } from './ai-chat.ts';
export {
  type AiSettings,
  type AiTier,
  type AiTierSettings,
  aiTiers,
  configuredAiTiers,
  loadAiSettings,
} from './ai-settings.ts';
export { createServiceRegistry, offlineServices, type ServiceRegistryOptions } from './registry.ts';
export {
  type Service,
  type ServiceContext,
  ServiceError,
  type ServiceInputSpec,
  type ServiceOutput,
  type ServiceValue,
  textOf,
  textOutput,
} from './service.ts';

export { type KnowledgeAmounts, KnowledgeUsage, type KnowledgeUsageProps } from './knowledge-usage.tsx';

import { createAiChatService } from './ai-chat.ts';
import { type AiSettings, configuredAiTiers, defaultAiMaxRetries, defaultAiTimeoutMs } from './ai-settings.ts';
import { operatorAnswerChat } from './answer-chat.ts';
import { audioSpeechService } from './audio-speech.ts';
import { imageInspectService } from './image-inspect.ts';
import { imageKeywordChartService } from './image-keyword-chart.ts';
import { imagePaletteService } from './image-palette.ts';
import { imageQrService } from './image-qr.ts';
import { imageQuoteCardService } from './image-quote-card.ts';
import { createKnowledgeAnswerService } from './knowledge-answer.ts';
import { createKnowledgeAnswerFromService, knowledgeAnswerFromService } from './knowledge-answer-from.ts';
import { knowledgeBriefService } from './knowledge-brief.ts';
import { knowledgePassagesService } from './knowledge-passages.ts';
import { pdfTextService } from './pdf-text.ts';
import type { Service } from './service.ts';
import { textBiasService } from './text-bias.ts';
import { textKeywordsService } from './text-keywords.ts';
import { textLanguageService } from './text-language.ts';
import { textReportService } from './text-report.ts';
import { textRevisionService } from './text-revision.ts';
import { textSentimentService } from './text-sentiment.ts';
import { textSummaryService } from './text-summary.ts';

/**
 * The services that run offline, with nothing but their packages; the knowledge steps read the run
 * account's Well of Knowledge from their context (`ServiceContext.knowledge`).
 */
export const offlineServices: readonly Service[] = [
  textSummaryService,
  textKeywordsService,
  textSentimentService,
  textLanguageService,
  textBiasService,
  textReportService,
  textRevisionService,
  audioSpeechService,
  imageQuoteCardService,
  imageKeywordChartService,
  imageQrService,
  imageInspectService,
  imagePaletteService,
  pdfTextService,
  knowledgePassagesService,
  knowledgeAnswerFromService,
  knowledgeBriefService,
];

/** What the registry is made from. */
export interface ServiceRegistryOptions {
  /** The AI configuration (`loadAiSettings`); the seeded tasks' AI steps need a configured tier. */
  ai?: AiSettings;
}

/**
 * The services a task flow's steps can name, by name: every offline service (the advisor's
 * `knowledge.answer` included), and `ai.chat`, which a user's task may call through their own AI
 * service (issue 40) and the seeded tasks through the operator's tiers: without a configured tier
 * it says so (`configured: false`) and the catalogue leaves out the tasks that need it.
 */
export function createServiceRegistry(options: ServiceRegistryOptions = {}): ReadonlyMap<string, Service> {
  const settings = options.ai ?? { tiers: {}, timeoutMs: defaultAiTimeoutMs, maxRetries: defaultAiMaxRetries };
  const configured = configuredAiTiers(settings).length > 0;
  const ai = createAiChatService(settings);
  // With an AI tier, "Answer from my knowledge" writes its answer with it (decision 125).
  const services = configured
    ? offlineServices.map((service) =>
        service === knowledgeAnswerFromService
          ? createKnowledgeAnswerFromService({ chatFor: operatorAnswerChat(ai) })
          : service,
      )
    : [...offlineServices];
  services.push(configured ? ai : { ...ai, configured: false });
  // The advisor answers offline from its knowledge base, and through the AI provider when there is one.
  services.push(createKnowledgeAnswerService(configured ? { ai } : {}));
  return new Map(services.map((service) => [service.name, service]));
}

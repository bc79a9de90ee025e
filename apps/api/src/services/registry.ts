import { createAiChatService } from './ai-chat.ts';
import { type AiSettings, configuredAiTiers } from './ai-settings.ts';
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
  /** The AI configuration (`loadAiSettings`); `ai.chat` is offered only when a tier is configured. */
  ai?: AiSettings;
}

/**
 * The services a task flow's steps can name, by name: every offline service (the advisor's
 * `knowledge.answer` included), and `ai.chat` when
 * at least one AI tier is configured (a task that needs it is then offered; without it, it is not).
 */
export function createServiceRegistry(options: ServiceRegistryOptions = {}): ReadonlyMap<string, Service> {
  const ai = options.ai && configuredAiTiers(options.ai).length > 0 ? createAiChatService(options.ai) : undefined;
  // With an AI tier, "Answer from my knowledge" writes its answer with it (decision 125).
  const services = ai
    ? offlineServices.map((service) =>
        service === knowledgeAnswerFromService
          ? createKnowledgeAnswerFromService({ chatFor: operatorAnswerChat(ai) })
          : service,
      )
    : [...offlineServices];
  if (ai) services.push(ai);
  // The advisor answers offline from its knowledge base, and through the AI provider when there is one.
  services.push(createKnowledgeAnswerService(ai ? { ai } : {}));
  return new Map(services.map((service) => [service.name, service]));
}

import { contactItems } from '../pages/contact-us/contact-content.ts';
import { faqs } from '../pages/faq/faq-content.ts';
import { features } from '../pages/features/features-content.ts';
import { homeContent, splitBody } from '../pages/home/home-content.ts';
import { newsArticles } from '../pages/news/news-content.ts';
import { privacyIntro, privacySections } from '../pages/privacy-policy/privacy-content.ts';

/** One passage the Digital Advisor may answer from (the API's `knowledge.answer` reads these). */
export interface KnowledgePassage {
  /** Unique in the base. */
  id: string;
  /** The question or heading. */
  title: string;
  /** The page it is on. */
  url: string;
  /** What the site says. */
  text: string;
}

/** The site's content as the advisor's knowledge base. */
export interface SiteKnowledge {
  /** What the passages come from, for the advisor's wording. */
  source: string;
  /** The passages. */
  documents: KnowledgePassage[];
}

/** Where the export goes: the API's catalogue, beside the advisor task that reads it. */
export const siteKnowledgeFile = new URL('../../../api/catalogue/knowledge/taskwell-site.json', import.meta.url);

/**
 * The FAQ, the home page, the features, the news articles, the contact details and the privacy policy as
 * passages, from the same content modules the pages render: `pnpm --filter @taskwell/marketing
 * generate` writes them for the advisor task, and a test fails when the written file is stale.
 */
export function siteKnowledge(): SiteKnowledge {
  const lines = splitBody(homeContent.body);
  return {
    source: "the Taskwell site's pages",
    documents: [
      ...faqs.map((faq, index) => ({ id: `faq-${index + 1}`, title: faq.question, url: '/faq', text: faq.answer })),
      { id: 'home', title: homeContent.title, url: '/', text: lines.map((line) => line.text).join(' ') },
      ...homeContent.features.map((feature, index) => ({
        id: `home-feature-${index + 1}`,
        title: feature.title,
        url: '/',
        text: feature.description,
      })),
      ...features.map((feature, index) => ({
        id: `feature-${index + 1}`,
        title: feature.title,
        url: '/feature-and-benefits',
        text: [feature.description, ...feature.valuePoints.map((point) => `${point.replace('|', ': ')}.`)].join(' '),
      })),
      ...newsArticles.map((article) => ({
        id: `news-${article.assetId}`,
        title: article.title,
        url: `/news/${article.assetId}`,
        text: [article.intro, ...article.keyPoints.map((point) => point.replace(':|', ':')), article.conclusion].join(
          ' ',
        ),
      })),
      {
        id: 'contact',
        title: 'Contact us',
        url: '/contact-us',
        text: contactItems.map((item) => `${item.title}: ${item.description}`).join(' '),
      },
      { id: 'privacy', title: 'Privacy policy', url: '/privacy-policy', text: privacyIntro },
      ...privacySections.map((section, index) => ({
        id: `privacy-${index + 1}`,
        title: section.title,
        url: '/privacy-policy',
        text: section.paragraphs.join(' '),
      })),
    ],
  };
}

/** The file's text: stable, so that an unchanged site writes the same bytes. */
export function siteKnowledgeText(): string {
  return `${JSON.stringify(siteKnowledge(), null, 2)}\n`;
}

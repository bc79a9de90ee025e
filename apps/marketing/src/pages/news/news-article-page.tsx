import { Badge } from '@taskwell/ui/badge';
import { Text, Title } from '@taskwell/ui/typography';
import type { ComponentType } from 'react';
import { DetailLayout } from '../../components/detail-layout/index.ts';
import { categoryOf, type NewsArticle, newsArticles } from './news-content.ts';

/** One article: image, intro, key points ('Heading:| text'), call to action, conclusion, author; other articles beside. */
export function newsArticlePage(article: NewsArticle): ComponentType<{ studioUrl: string }> {
  return function NewsArticlePage() {
    return (
      <DetailLayout
        sideTitle="More news"
        others={newsArticles
          .filter((entry) => entry.assetId !== article.assetId)
          .map((entry) => ({ href: `/news/${entry.assetId}`, title: entry.title }))}
        all={{ href: '/news', label: 'All news' }}
      >
        <Badge>{categoryOf(article)?.title}</Badge>
        <Title order={1}>{article.title}</Title>
        <Text size="sm" muted>{`${article.date} · ${article.author}`}</Text>
        <img
          src={article.image.src}
          alt={article.image.alt}
          width={640}
          height={360}
          style={{ width: '100%', height: 'auto', borderRadius: '0.75rem' }}
        />
        <Text size="lg">{article.intro}</Text>
        <ul style={{ margin: 0, paddingLeft: '1.1rem', display: 'grid', gap: '0.5rem' }}>
          {article.keyPoints.map((point) => {
            const [lead, text] = point.split(':|');
            return (
              <li key={point}>
                <strong>{lead}:</strong>
                {text}
              </li>
            );
          })}
        </ul>
        <Text>{article.cta}</Text>
        <Text>{article.conclusion}</Text>
      </DetailLayout>
    );
  };
}

/** The page of an article id that the route table lists (`news-ids.ts`). */
export function newsArticlePageById(assetId: string): ComponentType<{ studioUrl: string }> {
  const article = newsArticles.find((entry) => entry.assetId === assetId);
  if (!article) throw new Error(`no news article ${assetId}`);
  return newsArticlePage(article);
}

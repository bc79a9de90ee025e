import { Badge } from '@taskwell/ui/badge';
import { Anchor, Text, Title } from '@taskwell/ui/typography';
import type { ComponentType } from 'react';
import { categoryOf, type NewsArticle, newsArticles } from './news-content.ts';

/** One article: intro, key points ('Heading:| text'), call to action, conclusion, author; other articles beside. */
export function newsArticlePage(article: NewsArticle): ComponentType<{ studioUrl: string }> {
  return function NewsArticlePage() {
    const others = newsArticles.filter((entry) => entry.assetId !== article.assetId);
    return (
      <div
        style={{
          display: 'grid',
          gap: '2rem',
          gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
          paddingBlock: '1.5rem',
        }}
      >
        <article style={{ display: 'grid', gap: '1rem', gridColumn: 'span 2', maxWidth: '46rem' }}>
          <Badge>{categoryOf(article)?.title}</Badge>
          <Title order={1}>{article.title}</Title>
          <Text size="sm" muted>{`${article.date} · ${article.author}`}</Text>
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
        </article>
        <aside aria-labelledby="other-articles" style={{ display: 'grid', gap: '0.75rem', alignContent: 'start' }}>
          <Title order={2} id="other-articles">
            More news
          </Title>
          <ul style={{ margin: 0, paddingLeft: '1.1rem', display: 'grid', gap: '0.5rem' }}>
            {others.map((entry) => (
              <li key={entry.assetId}>
                <Anchor href={`/news/${entry.assetId}`}>{entry.title}</Anchor>
              </li>
            ))}
          </ul>
          <Anchor href="/news">All news</Anchor>
        </aside>
      </div>
    );
  };
}

import { Badge } from '@taskwell/ui/badge';
import { Card } from '@taskwell/ui/card';
import { Text, Title } from '@taskwell/ui/typography';
import { FilteredListPage } from '../../components/filtered-list/index.ts';
import { newsArticles, newsCategories } from './news-content.ts';

/** spec §2 news: the articles, searchable and filtered by category. */
export function NewsListPage() {
  return (
    <FilteredListPage
      heading="News"
      items={newsArticles}
      categories={newsCategories}
      listLabel="Articles"
      noun={['article', 'articles']}
      renderItem={(article, category) => (
        <Card as="article" aria-labelledby={`article-${article.assetId}`}>
          <img
            src={article.image.src}
            alt={article.image.alt}
            width={640}
            height={360}
            decoding="async"
            style={{ width: '100%', height: 'auto', borderRadius: '0.5rem' }}
          />
          <Badge>{category?.title}</Badge>
          <Title order={2} id={`article-${article.assetId}`}>
            <a href={`/news/${article.assetId}`} style={{ color: 'inherit' }}>
              {article.title}
            </a>
          </Title>
          <Text size="sm" muted>{`${article.date} · ${article.author}`}</Text>
          <Text>{article.abstract}</Text>
        </Card>
      )}
    />
  );
}

import { filterBySearch } from '@taskwell/domain';
import { Badge, FilterBadge } from '@taskwell/ui/badge';
import { Card } from '@taskwell/ui/card';
import { TextInput } from '@taskwell/ui/text-input';
import { Grid, Text, Title } from '@taskwell/ui/typography';
import { useState } from 'react';
import { categoryOf, newsArticles, newsCategories } from './news-content.ts';

/** spec §2 news: search by name, author or category; category filter badges; a 3-column grid. */
export function NewsListPage() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const shown = filterBySearch(
    newsArticles.filter((article) => category === null || article.categoryId === category),
    query,
    (article) => `${article.title} ${article.author} ${categoryOf(article)?.title ?? ''}`,
  );
  return (
    <div style={{ display: 'grid', gap: '1.5rem', paddingBlock: '1.5rem' }}>
      <Title order={1}>News</Title>
      <TextInput
        label="Search articles by name, author, or category"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <fieldset style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', border: 0, margin: 0, padding: 0 }}>
        <legend style={{ marginBottom: '0.5rem' }}>Categories</legend>
        {newsCategories.map((entry) => (
          <FilterBadge
            key={entry.categoryId}
            pressed={category === entry.categoryId}
            onClick={() => setCategory(category === entry.categoryId ? null : entry.categoryId)}
          >
            {entry.title}
          </FilterBadge>
        ))}
        {category !== null || query !== '' ? (
          <FilterBadge
            tone="neutral"
            pressed={false}
            onClick={() => {
              setCategory(null);
              setQuery('');
            }}
          >
            Clear Filter
          </FilterBadge>
        ) : null}
      </fieldset>
      <p aria-live="polite">{`${shown.length} ${shown.length === 1 ? 'article' : 'articles'}`}</p>
      <Grid columns="3" as="ul" aria-label="Articles">
        {shown.map((article) => (
          <li key={article.assetId}>
            <Card as="article" aria-labelledby={`article-${article.assetId}`}>
              <Badge>{categoryOf(article)?.title}</Badge>
              <Title order={2} id={`article-${article.assetId}`}>
                <a href={`/news/${article.assetId}`} style={{ color: 'inherit' }}>
                  {article.title}
                </a>
              </Title>
              <Text size="sm" muted>{`${article.date} · ${article.author}`}</Text>
              <Text>{article.abstract}</Text>
            </Card>
          </li>
        ))}
      </Grid>
    </div>
  );
}

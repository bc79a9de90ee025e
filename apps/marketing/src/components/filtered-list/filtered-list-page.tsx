import { filterBySearch } from '@taskwell/domain';
import { FilterBadge } from '@taskwell/ui/badge';
import { TextInput } from '@taskwell/ui/text-input';
import { Grid, Title } from '@taskwell/ui/typography';
import { type ReactNode, useState } from 'react';

/** What news articles and demos have in common: found by title, author or category. */
export interface ListedItem {
  /** The item's id, also its address (`/news/{assetId}`). */
  assetId: string;
  /** The category the item is filed under. */
  categoryId: string;
  /** Searched, and shown as the card's heading. */
  title: string;
  /** Searched, and shown under the title. */
  author: string;
}

export interface ListCategory {
  /** What items name in their `categoryId`. */
  categoryId: string;
  /** The badge's label; searched too. */
  title: string;
}

export interface FilteredListPageProps<Item extends ListedItem> {
  /** The page's heading ('News'). */
  heading: string;
  /** Everything the list can show, in order. */
  items: readonly Item[];
  /** One filter badge each. */
  categories: readonly ListCategory[];
  /** Names the grid for assistive technology ('Articles', 'Demos'). */
  listLabel: string;
  /** The count line: `[one, many]` ('article', 'articles'). */
  noun: readonly [string, string];
  /** Draws one item's card, given its category. */
  renderItem: (item: Item, category: ListCategory | undefined) => ReactNode;
}

/**
 * spec §2 news and demos: a search by name, author or category, category filter badges with a
 * 'Clear Filter' badge, and a 3-column grid of what matches.
 */
export function FilteredListPage<Item extends ListedItem>({
  heading,
  items,
  categories,
  listLabel,
  noun,
  renderItem,
}: FilteredListPageProps<Item>) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const categoryOf = (item: Item) => categories.find((entry) => entry.categoryId === item.categoryId);
  const shown = filterBySearch(
    items.filter((item) => category === null || item.categoryId === category),
    query,
    (item) => `${item.title} ${item.author} ${categoryOf(item)?.title ?? ''}`,
  );
  return (
    <div style={{ display: 'grid', gap: '1.5rem', paddingBlock: '1.5rem' }}>
      <Title order={1}>{heading}</Title>
      <TextInput
        label="Search articles by name, author, or category"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <fieldset style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', border: 0, margin: 0, padding: 0 }}>
        <legend style={{ marginBottom: '0.5rem' }}>Categories</legend>
        {categories.map((entry) => (
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
      <p aria-live="polite">{`${shown.length} ${shown.length === 1 ? noun[0] : noun[1]}`}</p>
      <Grid columns="3" as="ul" aria-label={listLabel}>
        {shown.map((item) => (
          <li key={item.assetId}>{renderItem(item, categoryOf(item))}</li>
        ))}
      </Grid>
    </div>
  );
}

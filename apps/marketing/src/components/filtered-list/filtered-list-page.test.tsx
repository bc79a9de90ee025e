import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FilteredListPage, type ListedItem } from './filtered-list-page.tsx';

const categories = [
  { categoryId: 'business', title: 'Business Tasks' },
  { categoryId: 'marketing', title: 'Content Creation' },
];
const items: ListedItem[] = [
  { assetId: '1', categoryId: 'business', title: 'Quarterly report digest', author: 'Ada Byron' },
  { assetId: '2', categoryId: 'marketing', title: 'Launch post series', author: 'Grace Hopper' },
  { assetId: '3', categoryId: 'marketing', title: 'Report to podcast', author: 'Ada Byron' },
];

function renderList() {
  const user = userEvent.setup();
  render(
    <FilteredListPage
      heading="Things"
      items={items}
      categories={categories}
      listLabel="Things"
      noun={['thing', 'things']}
      renderItem={(item, category) => (
        <article>
          <h2>{item.title}</h2>
          <p>{category?.title}</p>
        </article>
      )}
    />,
  );
  const shown = () =>
    within(screen.getByRole('list', { name: 'Things' }))
      .queryAllByRole('heading')
      .map((heading) => heading.textContent);
  const search = screen.getByRole('searchbox', { name: 'Search articles by name, author, or category' });
  return { user, shown, search };
}

describe('FilteredListPage (spec §2 news and demos)', () => {
  it.each([
    { query: 'report', want: ['Quarterly report digest', 'Report to podcast'], by: 'title' },
    { query: 'hopper', want: ['Launch post series'], by: 'author' },
    { query: 'content', want: ['Launch post series', 'Report to podcast'], by: 'category' },
    { query: 'ADA rep', want: ['Quarterly report digest', 'Report to podcast'], by: 'every word, any case' },
    { query: 'ada hopper', want: [], by: 'every word, none matching all' },
  ])('given the search "$query", should find by $by', async ({ query, want }) => {
    const { user, shown, search } = renderList();

    await user.type(search, query);

    expect(shown()).toEqual(want);
    expect(screen.getByText(`${want.length} ${want.length === 1 ? 'thing' : 'things'}`)).toBeInTheDocument();
  });

  it('given a category badge, should show only that category, and all again when pressed twice', async () => {
    const { user, shown } = renderList();
    const badge = screen.getByRole('button', { name: 'Business Tasks' });

    await user.click(badge);
    expect(badge).toHaveAttribute('aria-pressed', 'true');
    expect(shown()).toEqual(['Quarterly report digest']);
    await user.click(badge);
    expect(badge).toHaveAttribute('aria-pressed', 'false');
    expect(shown()).toHaveLength(3);
  });

  it('given a category and a search, should show what matches both', async () => {
    const { user, shown, search } = renderList();

    await user.click(screen.getByRole('button', { name: 'Content Creation' }));
    await user.type(search, 'ada');

    expect(shown()).toEqual(['Report to podcast']);
  });

  it('should offer Clear Filter only while filtering, and clear both the search and the category', async () => {
    const { user, shown, search } = renderList();
    expect(screen.queryByRole('button', { name: 'Clear Filter' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Content Creation' }));
    await user.type(search, 'launch');
    await user.click(screen.getByRole('button', { name: 'Clear Filter' }));

    expect(shown()).toHaveLength(3);
    expect(search).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Content Creation' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Clear Filter' })).toBeNull();
  });
});

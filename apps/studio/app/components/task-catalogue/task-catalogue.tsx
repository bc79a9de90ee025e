import type { Task, TaskCategory } from '@taskwell/api-sdk';
import { Loader } from '@taskwell/ui/alert';
import { Tile } from '@taskwell/ui/card';
import { lazy, memo, Suspense } from 'react';
import { categoryGroups } from './catalogue-groups.ts';
import * as styles from './task-catalogue.css.ts';

// The tab bar and the task cards show once a category is chosen; their code (Radix Tabs, the
// cards) loads then, which keeps the catalogue's first load light (issue 15, acceptance 3).
const CategoryTabs = lazy(() => import('./category-tabs.tsx'));

/** Props of {@link TaskCatalogue}. */
export interface TaskCatalogueProps {
  /** Every task of the catalogue. */
  tasks: readonly Task[];
  /** The categories, in display order. */
  categories: readonly TaskCategory[];
  /** The signed-in user's plan, or null for a visitor. */
  viewer: { plan?: string | undefined } | null;
  /** The category whose tab is open; null shows the category cards. */
  category: string | null;
  /** Opens a category's tab, or (null) goes back to the cards. */
  onCategoryChange: (category: string | null) => void;
  /** Use (or Sign in to use) on a task. */
  onUse: (task: Task) => void;
  /** Upgrade on a task. */
  onUpgrade: (task: Task) => void;
  /** Sample on a task. */
  onSample: (task: Task) => void;
}

/**
 * The catalogue of spec §2: category cards (image, title, description); choosing one opens a pill
 * tab bar with one panel per category, each listing its tasks as cards.
 */
// Memoised: the lazy tab bar under it must get no new props before it has hydrated (React #421, issue 25).
export const TaskCatalogue = memo(function TaskCatalogue({
  tasks,
  categories,
  viewer,
  category,
  onCategoryChange,
  onUse,
  onUpgrade,
  onSample,
}: TaskCatalogueProps) {
  const groups = categoryGroups(tasks, categories);
  if (groups.length === 0) return <p className={styles.empty}>No tasks are available yet.</p>;
  const open = groups.find((group) => group.name === category);

  if (!open) {
    return (
      <section className={styles.section} aria-labelledby="catalogue-categories">
        <h2 id="catalogue-categories" className={styles.sectionTitle}>
          Categories
        </h2>
        <ul className={styles.tiles} aria-label="Categories">
          {groups.map((group) => (
            <li key={group.name}>
              <Tile
                title={group.title}
                description={group.description}
                imageSrc={group.imageName}
                onSelect={() => onCategoryChange(group.name)}
              />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <Suspense
      fallback={
        <div className={styles.section}>
          <Loader label="Loading the tasks of the category" showLabel />
        </div>
      }
    >
      <CategoryTabs
        groups={groups}
        open={open.name}
        viewer={viewer}
        onCategoryChange={onCategoryChange}
        onUse={onUse}
        onUpgrade={onUpgrade}
        onSample={onSample}
      />
    </Suspense>
  );
});

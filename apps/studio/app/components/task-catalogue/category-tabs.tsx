import type { Task } from '@taskwell/api-sdk';
import { Button } from '@taskwell/ui/button';
import { Tabs } from '@taskwell/ui/tabs';
import { TaskCard } from '@taskwell/ui/task-card';
import { accessOf, type CategoryGroup } from './catalogue-groups.ts';
import * as styles from './task-catalogue.css.ts';

/** A category's list of cards, named by its title: "Marketing tasks", and "My tasks" as it is. */
const listName = (title: string) => (/\btasks$/i.test(title) ? title : `${title} tasks`);

/** Props of {@link CategoryTabs}. */
export interface CategoryTabsProps {
  /** The categories with their tasks. */
  groups: readonly CategoryGroup[];
  /** The category whose panel is open. */
  open: string;
  /** The signed-in user's plan, or null for a visitor. */
  viewer: { plan?: string | undefined } | null;
  /** Opens a category's tab, or (null) goes back to the cards. */
  onCategoryChange: (category: string | null) => void;
  /** Use (or Sign in to use) on a task. */
  onUse: (task: Task) => void;
  /** Upgrade on a task. */
  onUpgrade: (task: Task) => void;
  /** Sample on a task. */
  onSample: (task: Task) => void;
}

/** spec §2: the pill tab bar of the categories, one panel each listing its tasks as cards. */
export default function CategoryTabs({
  groups,
  open,
  viewer,
  onCategoryChange,
  onUse,
  onUpgrade,
  onSample,
}: CategoryTabsProps) {
  return (
    <section className={styles.section} aria-labelledby="catalogue-tasks">
      <div className={styles.tabsHead}>
        <h2 id="catalogue-tasks" className={styles.sectionTitle}>
          Tasks
        </h2>
        <Button size="sm" variant="subtle" onClick={() => onCategoryChange(null)}>
          All categories
        </Button>
      </div>
      <Tabs
        label="Task categories"
        variant="pill"
        value={open}
        onValueChange={onCategoryChange}
        items={groups.map((group) => ({
          value: group.name,
          label: group.title,
          content: (
            <ul className={styles.cards} aria-label={listName(group.title)}>
              {group.tasks.map((task) => (
                <li key={task.id}>
                  <TaskCard
                    name={task.name}
                    heading={task.heading}
                    description={task.description}
                    iconSrc={task.imageName}
                    fee={task.powerFee}
                    access={accessOf(task, viewer)}
                    onUse={() => onUse(task)}
                    onUpgrade={() => onUpgrade(task)}
                    onSample={() => onSample(task)}
                  />
                </li>
              ))}
            </ul>
          ),
        }))}
      />
    </section>
  );
}

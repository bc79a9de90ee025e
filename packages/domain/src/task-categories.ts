/** A category of the task catalogue (spec §3 "Static Category"). */
export interface TaskCategoryDefinition {
  /** The key used in a task's pipe-separated `category`. */
  name: string;
  /** The title on the category card and tab. */
  title: string;
  /** One sentence on what its tasks do. */
  description: string;
  /** The card image's path. */
  imageName: string;
}

/** The three categories of spec §3, in display order. */
export const taskCategories: readonly TaskCategoryDefinition[] = [
  {
    name: 'demo',
    title: 'Demo',
    description: 'Short tasks that show what a stack of services can do.',
    imageName: '/images/categories/demo.svg',
  },
  {
    name: 'business',
    title: 'Business Tasks',
    description: 'Everyday analysis and writing for teams and managers.',
    imageName: '/images/categories/business.svg',
  },
  {
    name: 'marketing',
    title: 'Content Creation',
    description: 'Copy, visuals and audio for campaigns and channels.',
    imageName: '/images/categories/marketing.svg',
  },
];

/**
 * A category as people read it: its title ("Business Tasks"), or, for a name the catalogue does
 * not list, the name itself (issue 39: the AI Store's chip said "business (1)").
 */
export function categoryTitleOf(name: string): string {
  return taskCategories.find((category) => category.name === name)?.title ?? name;
}

// Issue 39: a task's icon is shown as an image on every page that lists the task, buyers' pages
// of the AI Store included. An address a creator typed would make those pages fetch from anywhere
// (a tracking pixel on signed-in pages), so an icon is one of the pictures the studio serves itself,
// named by its path there. The API refuses any other value; the studio's editor offers only these.

/** The names of the task icons, each a picture in the studio's `public/images/tasks`. */
export const taskIcons = [
  'summarise-text',
  'keyword-snapshot',
  'rewrite-tone',
  'describe-image',
  'pdf-brief',
  'listen-to-a-brief',
  'podcast-intro',
  'quote-card',
  'campaign-kit',
  'market-scan',
  'announcement-approval',
  'site-advisor',
  'answer-from-knowledge',
  'brief-with-knowledge',
] as const;

/** A task icon's name. */
export type TaskIcon = (typeof taskIcons)[number];

/** The path a task names its icon by (`imageName`): on the studio's own origin. */
export function taskIconPath(icon: TaskIcon): string {
  return `/images/tasks/${icon}.svg`;
}

/** Every icon's path: the values a task's `imageName` may have, besides none at all in a draft. */
export const taskIconPaths: readonly string[] = taskIcons.map(taskIconPath);

/** Whether a task's `imageName` names one of the icons (an empty one names none: a draft's, not yet chosen). */
export function isTaskIcon(imageName: string): boolean {
  return taskIconPaths.includes(imageName);
}

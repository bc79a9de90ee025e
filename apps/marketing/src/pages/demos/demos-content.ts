/** spec §3 static categories: the three task categories demos are filed under. */
export interface DemoCategory {
  /** What demos name in their `categoryId`. */
  categoryId: string;
  /** The badge's label. */
  title: string;
}

/**
 * spec §3 demo: categoryId, assetId, date (MM/DD/YYYY), title, image (here `video`: the player's
 * embed URL), abstract, author. The abstract's first sentence is its lead; the rest opens on 'more'.
 */
export interface Demo {
  /** The demo's id and address (`/demos/{assetId}`). */
  assetId: string;
  /** One of {@link demoCategories}. */
  categoryId: string;
  /** MM/DD/YYYY. */
  date: string;
  /** The card's heading and the page's title. */
  title: string;
  /** The player's https embed URL, loaded only when the visitor presses play. */
  video: string;
  /** First sentence shown, the rest behind 'more'. */
  abstract: string;
  /** Who presents the demo. */
  author: string;
}

export const demoCategories: readonly DemoCategory[] = [
  { categoryId: 'demo', title: 'Demo' },
  { categoryId: 'business', title: 'Business Tasks' },
  { categoryId: 'marketing', title: 'Content Creation' },
];

/** Replace the embed URLs with the company's own uploads; any https player URL works. */
export const demos: readonly Demo[] = [
  {
    assetId: '201',
    categoryId: 'demo',
    date: '08/12/2026',
    title: 'Your first task in two minutes',
    video: 'https://www.youtube-nocookie.com/embed/tw-first-task',
    abstract:
      'Sign up, pick a task and get a result before your coffee cools. The reel follows a new account from the e-mailed PIN to the first summary, and shows where credits and results appear afterwards.',
    author: 'Priya Raman',
  },
  {
    assetId: '202',
    categoryId: 'business',
    date: '08/26/2026',
    title: 'Meeting notes into action items',
    video: 'https://www.youtube-nocookie.com/embed/tw-meeting-notes',
    abstract:
      'Paste raw notes, get owners and dates. The task pulls out decisions and next steps, groups them by person and drafts the follow-up e-mail in your tone.',
    author: 'Hannah Weiss',
  },
  {
    assetId: '203',
    categoryId: 'marketing',
    date: '09/09/2026',
    title: 'A week of social posts from one article',
    video: 'https://www.youtube-nocookie.com/embed/tw-social-week',
    abstract:
      'One blog post becomes seven posts, each with an image. Watch the run progress step by step, then copy each post or download the quote cards.',
    author: 'Marco Bellini',
  },
  {
    assetId: '204',
    categoryId: 'business',
    date: '09/23/2026',
    title: 'Checking a contract summary for bias',
    video: 'https://www.youtube-nocookie.com/embed/tw-bias-check',
    abstract:
      'Every result is checked before you see it. This reel opens the findings of the inclusive-language check on a contract summary and shows how the score is worked out.',
    author: 'Amara Okafor',
  },
  {
    assetId: '205',
    categoryId: 'marketing',
    date: '10/07/2026',
    title: 'Podcast intros with a voice-over',
    video: 'https://www.youtube-nocookie.com/embed/tw-podcast-intro',
    abstract:
      'From show notes to a spoken intro in one run. The task writes a script, reads it aloud and hands you both, with a player to check the pacing before you download the recording.',
    author: 'Priya Raman',
  },
  {
    assetId: '206',
    categoryId: 'demo',
    date: '10/21/2026',
    title: 'Pausing a task for your choice',
    video: 'https://www.youtube-nocookie.com/embed/tw-pause-choice',
    abstract:
      'Some tasks ask before they go on. The reel shows a run that stops to let you pick a headline, waits as long as you need, and finishes from where it stopped.',
    author: 'Lena Fischer',
  },
];

/** The abstract's first sentence, and the rest. */
export function splitAbstract(abstract: string): { lead: string; rest: string } {
  const end = abstract.search(/[.!?](\s|$)/);
  if (end === -1) return { lead: abstract, rest: '' };
  return { lead: abstract.slice(0, end + 1), rest: abstract.slice(end + 1).trim() };
}

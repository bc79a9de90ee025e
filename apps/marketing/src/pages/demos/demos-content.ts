/** spec §3 static categories: the three task categories demos are filed under. */
export interface DemoCategory {
  /** What demos name in their `categoryId`. */
  categoryId: string;
  /** The badge's label. */
  title: string;
}

/**
 * A demo reel: a recording of the studio (made by `pnpm --filter @taskwell/marketing reels`), served
 * with the site from `public/reels`, so no other host is asked for anything.
 */
export interface Reel {
  /** The WebM (VP9) recording. */
  video: string;
  /** Its captions (WebVTT), written from the filmed journey's steps. */
  captions: string;
  /** The picture shown before it plays (WebP). */
  poster: string;
}

/**
 * spec §3 demo: categoryId, assetId, date (MM/DD/YYYY), title, image (here `reel`: the video, its
 * captions and poster, our own files instead of a third-party embed), abstract, author. The
 * abstract's first sentence is its lead; the rest opens on 'more'.
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
  /** The recording, loaded only when the visitor presses play. */
  reel: Reel;
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

/** The files `pnpm --filter @taskwell/marketing reels` writes for a journey of the studio. */
function reel(journey: string): Reel {
  return {
    video: `/reels/${journey}.webm`,
    captions: `/reels/${journey}.vtt`,
    poster: `/reels/${journey}-poster.webp`,
  };
}

/** Each demo shows one journey through the studio, filmed against the real product. */
export const demos: readonly Demo[] = [
  {
    assetId: '201',
    categoryId: 'demo',
    date: '08/12/2026',
    title: 'Sign up with an e-mailed PIN',
    reel: reel('sign-up'),
    abstract:
      'From the catalogue to a signed-in account in twenty seconds. The reel follows a new account through Sign Up and the six-digit PIN from the mail, to the header that then shows its plan and credits.',
    author: 'Priya Raman',
  },
  {
    assetId: '202',
    categoryId: 'business',
    date: '08/26/2026',
    title: 'Summarising a text in one run',
    reel: reel('text-task'),
    abstract:
      'Paste a text, choose a length, press run. The reel shows the fee taken, each step of the run as it happens, and the summary, keywords, bias check and report that come out of it.',
    author: 'Hannah Weiss',
  },
  {
    assetId: '203',
    categoryId: 'marketing',
    date: '09/09/2026',
    title: 'Describing an image and its colours',
    reel: reel('image-task'),
    abstract:
      'Drop a picture, get its description and palette. The reel shows the image checked and uploaded at once, then both results worked out side by side.',
    author: 'Marco Bellini',
  },
  {
    assetId: '204',
    categoryId: 'business',
    date: '09/23/2026',
    title: 'Rating a result',
    reel: reel('feedback'),
    abstract:
      'Every result can be rated and commented on. The reel runs Quote Card, marks the card as good and sends a comment, which stays with the result.',
    author: 'Amara Okafor',
  },
  {
    assetId: '205',
    categoryId: 'marketing',
    date: '10/07/2026',
    title: 'A summary read aloud',
    reel: reel('audio-task'),
    abstract:
      'From a long text to a spoken summary in one run. The task writes the summary and reads it aloud, and the reel plays the recording in the page.',
    author: 'Priya Raman',
  },
  {
    assetId: '206',
    categoryId: 'demo',
    date: '10/21/2026',
    title: 'Pausing a task for your choice',
    reel: reel('pausing-task'),
    abstract:
      'Some tasks ask before they go on. The reel shows a run that checks a draft announcement, stops for a headline and a decision, waits as long as needed, and finishes from where it stopped.',
    author: 'Lena Fischer',
  },
];

/** The abstract's first sentence, and the rest. */
export function splitAbstract(abstract: string): { lead: string; rest: string } {
  const end = abstract.search(/[.!?](\s|$)/);
  if (end === -1) return { lead: abstract, rest: '' };
  return { lead: abstract.slice(0, end + 1), rest: abstract.slice(end + 1).trim() };
}

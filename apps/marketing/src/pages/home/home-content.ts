import { Blocks, BookOpenText, ClipboardList, type LucideIcon, Store } from 'lucide-react';

/** spec §2 home: a feature card (icon, title, description). */
export interface HomeFeature {
  /** The card's picture; decorative, the title names the card. */
  icon: LucideIcon;
  /** The card's heading. */
  title: string;
  /** A sentence under the heading. */
  description: string;
}

/** spec §2 home: title, image, body text and four feature cards. Replace the copy freely. */
export interface HomeContent {
  /** The page's heading. */
  title: string;
  /** The illustration beside the title: a file in `public/`, with its size so nothing shifts as it loads. */
  image: { src: string; alt: string; width: number; height: number };
  /** Lines split on {@link bodySeparator}; a line that starts with '#' is shown in bold. */
  body: string;
  /** Exactly four cards (spec §2). */
  features: readonly HomeFeature[];
}

/** What separates the lines of the home page's body text. */
export const bodySeparator = '\n';

export const homeContent: HomeContent = {
  title: 'Taskwell',
  image: {
    src: '/images/task-flow.svg',
    alt: 'A short form on the left turns into a written brief, an image and a recording on the right.',
    width: 640,
    height: 360,
  },
  body: [
    '#AI that does the work you describe, without writing a line of code.',
    'Taskwell turns everyday business jobs into ready-made tasks: pick one, fill in a short form, and get text, images or audio back in minutes.',
    '#Checked, priced up front, yours to keep.',
    'Each task chains AI models with ordinary services, so a market summary, a product description or a voice-over arrives checked for biased wording and ready to use. You see the price in credits before you run it, a run that fails is refunded, and you can copy, download and rate every result.',
    '#Build your own, answer from your own, sell what you build.',
    'In Creator Studio you build tasks of your own without code. The Well of Knowledge keeps your documents, and tasks answer from them with citations. The AI Store sells your tasks to other Taskwell users, and an organization shares them with your team alone.',
  ].join(bodySeparator),
  features: [
    {
      icon: ClipboardList,
      title: 'A form, not a prompt',
      description: 'Each task asks only for what it needs: a text, a file, a choice from a list.',
    },
    {
      icon: Blocks,
      title: 'Build your own in Creator Studio',
      description: 'Chain AI models and ordinary services into a task of your own, test it and publish it.',
    },
    {
      icon: BookOpenText,
      title: 'Answers from your documents',
      description: 'The Well of Knowledge keeps your files; tasks answer from them and cite the page.',
    },
    {
      icon: Store,
      title: 'Sell it, or share it with your team',
      description: "Put a task on sale in the AI Store, or keep it for your organization's members.",
    },
  ],
};

/** One line of the body text. */
export interface BodyLine {
  /** The line without its '#'. */
  text: string;
  /** The line started with '#'. */
  bold: boolean;
}

/** spec §2: the body split on the separator; a leading '#' marks a bold line. Empty lines are dropped. */
export function splitBody(body: string, separator: string = bodySeparator): BodyLine[] {
  return body
    .split(separator)
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== '#')
    .map((line) => (line.startsWith('#') ? { text: line.slice(1).trim(), bold: true } : { text: line, bold: false }));
}

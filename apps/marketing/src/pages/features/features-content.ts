import {
  BadgeCheck,
  Blocks,
  BookOpenText,
  Building2,
  Layers,
  Lock,
  type LucideIcon,
  PackageCheck,
  Store,
  Tag,
  TrendingUp,
} from 'lucide-react';

/** spec §3 feature/benefit: title, icon, description, value points written 'Heading|text'. */
export interface Feature {
  /** The card's heading. */
  title: string;
  /** Beside the heading; decorative. */
  icon: LucideIcon;
  /** A sentence under the heading. */
  description: string;
  /** 'bold part|normal part' lines. */
  valuePoints: readonly string[];
}

/** What Taskwell does for a business team, card by card (replace the copy freely). */
export const features: readonly Feature[] = [
  {
    title: 'Ready-made tasks',
    icon: PackageCheck,
    description: 'Everyday business jobs packaged as tasks you run from a short form.',
    valuePoints: [
      'No prompts|Each field asks for exactly what the task needs.',
      'Fast|Most runs finish in under a minute.',
    ],
  },
  {
    title: 'Creator Studio',
    icon: Blocks,
    description: 'Build tasks of your own from AI models and ordinary services, step by step, without code.',
    valuePoints: [
      'Tested|A test run shows what your task gives before anyone else runs it.',
      'Versioned|Publish a new version; runs already started keep theirs.',
    ],
  },
  {
    title: 'Well of Knowledge',
    icon: BookOpenText,
    description: 'Your own documents, in collections, that tasks answer from.',
    valuePoints: [
      'Your files|Text, Markdown and PDF, or a pasted text.',
      'Cited|Every answer names the document, page and passage it comes from.',
    ],
  },
  {
    title: 'AI Store',
    icon: Store,
    description: "Taskwell's marketplace: sell the tasks you build to other users, at a price per run you set.",
    valuePoints: [
      'Earn|80 % of the price of each completed run is yours, in credits.',
      'Protected|Buyers run your task but never see how it is made.',
    ],
  },
  {
    title: 'Organizations',
    icon: Building2,
    description: 'Your team under your own name, logo and colour, with members invited by e-mail.',
    valuePoints: [
      'Private store|Tasks sold only to your members.',
      'Shared knowledge|Collections your members read and search together.',
    ],
  },
  {
    title: 'Clear prices',
    icon: Tag,
    description: 'Every task shows its price in credits before you run it.',
    valuePoints: ['No surprises|The fee is charged once, at the start.', 'Fair|Runs that fail are refunded.'],
  },
  {
    title: 'Checked output',
    icon: BadgeCheck,
    description: 'Text results pass a check for biased wording before you see them.',
    valuePoints: ['Findings shown|Flagged phrases come with suggestions.', 'Your call|You decide what to keep.'],
  },
  {
    title: 'Text, images and audio',
    icon: Layers,
    description: 'Results come in the format the job needs: a brief, a chart, a voice-over.',
    valuePoints: ['Copy and download|Every result, one click.', 'Rate results|Your ratings improve the tasks.'],
  },
  {
    title: 'Plans that grow with you',
    icon: TrendingUp,
    description: 'Start free; unlock more tasks, building, selling and your own organization as your team grows.',
    valuePoints: ['Per user|Pay for the people who use it.', 'Flexible|Upgrade at once, downgrade at period end.'],
  },
  {
    title: 'Your data stays yours',
    icon: Lock,
    description: 'Inputs and results belong to your account; you choose what your organization shares.',
    valuePoints: ['Private|Only you see your runs.', 'Deletable|Close your account and your data goes.'],
  },
];

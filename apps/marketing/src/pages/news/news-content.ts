/** spec §3 news category: categoryId, title, info. */
export interface NewsCategory {
  /** What articles name in their `categoryId`. */
  categoryId: string;
  /** The badge's label. */
  title: string;
  /** What the category holds, in a sentence. */
  info: string;
}

/** spec §3 news article. Dates are MM/DD/YYYY; key points are 'Heading:| text'. */
export interface NewsArticle {
  /** The article's id and address (`/news/{assetId}`). */
  assetId: string;
  /** One of {@link newsCategories}. */
  categoryId: string;
  /** MM/DD/YYYY. */
  date: string;
  /** The card's heading and the page's title. */
  title: string;
  /**
   * The article's own illustration: an SVG in `public/` (640 × 360), with what it shows for those
   * who cannot see it. Link previews show the same drawing (the build renders it as a PNG).
   */
  image: { src: string; alt: string };
  /** The card's summary and the page's description. */
  abstract: string;
  /** The opening paragraph. */
  intro: string;
  /** 'Heading:| text': the heading in bold, then the text. */
  keyPoints: readonly string[];
  /** What the reader can do next. */
  cta: string;
  /** The closing paragraph. */
  conclusion: string;
  /** Who wrote it. */
  author: string;
}

export const newsCategories: readonly NewsCategory[] = [
  { categoryId: 'product', title: 'Product', info: 'New tasks and features.' },
  { categoryId: 'guides', title: 'Guides', info: 'Getting more from Taskwell.' },
  { categoryId: 'company', title: 'Company', info: 'News about the Taskwell team.' },
];

export const newsArticles: readonly NewsArticle[] = [
  {
    assetId: '123',
    categoryId: 'product',
    date: '09/02/2026',
    title: 'Voice-overs arrive in Taskwell',
    image: {
      src: '/images/news/voice-overs.svg',
      alt: 'A written script with an arrow to a microphone sending out sound waves.',
    },
    abstract: 'Turn a script into a clear spoken recording in one run.',
    intro: 'The new Listen to a Brief task reads your text aloud in the voice you choose.',
    keyPoints: [
      'Natural pacing:| the reading follows punctuation, so pauses land where a person would pause.',
      'Speed control:| listen at the pace that suits you and download the WAV file.',
      'Text beside audio:| every recording comes with its script for review.',
    ],
    cta: 'Try it from My Tasks on the Discovery plan.',
    conclusion: 'Audio joins text and images as a first-class result.',
    author: 'Priya Raman',
  },
  {
    assetId: '124',
    categoryId: 'guides',
    date: '09/16/2026',
    title: 'Five tasks every sales team should run weekly',
    image: {
      src: '/images/news/sales-weekly-tasks.svg',
      alt: 'A week on a calendar, with a task ticked off on each of the five working days and a line rising beside it.',
    },
    abstract: 'Small, repeatable jobs that add up to hours saved.',
    intro: 'We asked customers which tasks they run most. Five stood out for sales teams.',
    keyPoints: [
      'Account briefs:| a one-page summary of a customer before each call.',
      'Follow-up drafts:| a reply in the right tone within minutes of the meeting.',
      'Market scans:| competitors and trends in a single report.',
    ],
    cta: 'Find these tasks under Business Tasks.',
    conclusion: 'Start with one, measure the time saved, then add the next.',
    author: 'Hannah Weiss',
  },
  {
    assetId: '125',
    categoryId: 'product',
    date: '10/01/2026',
    title: 'Every text result is now checked for biased wording',
    image: {
      src: '/images/news/bias-check.svg',
      alt: 'A written result with two phrases highlighted under a magnifying glass, beside a shield with a check mark.',
    },
    abstract: 'Findings and suggestions appear next to each text result.',
    intro: 'Text results now pass through an inclusive-language check before you see them.',
    keyPoints: [
      'Findings:| flagged phrases are highlighted with the reason.',
      'Suggestions:| each finding comes with alternatives.',
      'Score:| a single figure tells you how much needs a look.',
    ],
    cta: 'Open any text result to see its check.',
    conclusion: 'Machine-written text deserves a second look; now it gets one automatically.',
    author: 'Priya Raman',
  },
  {
    assetId: '126',
    categoryId: 'company',
    date: '10/14/2026',
    title: 'Taskwell opens its consulting practice',
    image: {
      src: '/images/news/consulting-practice.svg',
      alt: 'Two consultants at a whiteboard, one pointing at a sketch of three connected steps.',
    },
    abstract: 'For teams that need tasks built around their own work.',
    intro: 'Some jobs are too specific for a ready-made task. Our consulting team builds them with you.',
    keyPoints: [
      'Readiness review:| where AI tasks would save you time.',
      'Custom tasks:| your documents, formats and tone.',
      'Training:| hands-on sessions for every role.',
    ],
    cta: 'Read about Intelligence Consulting.',
    conclusion: 'Ready-made when it fits, made-to-measure when it does not.',
    author: 'Maya Lindqvist',
  },
  {
    assetId: '127',
    categoryId: 'guides',
    date: '10/28/2026',
    title: 'How credits work, in two minutes',
    image: {
      src: '/images/news/how-credits-work.svg',
      alt: 'A stack of coins, a price tag, and a circular arrow bringing a coin back.',
    },
    abstract: 'What a run costs, when it is charged, and when it is refunded.',
    intro: 'Credits make the price of every run visible before you press Use.',
    keyPoints: [
      'Shown first:| each task card shows its fee in credits.',
      'Charged once:| the fee is taken when the run starts.',
      'Refunded:| a run that fails or is aborted gives the credits back.',
    ],
    cta: 'See your balance under Billing.',
    conclusion: 'No subscriptions hidden inside tasks: one price, up front.',
    author: 'Hannah Weiss',
  },
  {
    assetId: '128',
    categoryId: 'product',
    date: '11/05/2026',
    title: 'Quote cards: shareable images from a sentence',
    image: {
      src: '/images/news/quote-cards.svg',
      alt: 'A phone showing a quote card, with two more cards and a heart floating beside it.',
    },
    abstract: 'A strong line, rendered as an image ready for social posts.',
    intro: 'The Quote Card task turns a sentence into a clean, on-brand image.',
    keyPoints: [
      'Readable:| type sized for phones first.',
      'Consistent:| your colours on every card.',
      'Fast:| one run, one PNG, ready to post.',
    ],
    cta: 'Find it under Content Creation.',
    conclusion: 'Good words deserve to be seen.',
    author: 'Lucas Moreau',
  },
  {
    assetId: '129',
    categoryId: 'company',
    date: '11/19/2026',
    title: 'Meet the people behind Taskwell',
    image: {
      src: '/images/news/meet-the-team.svg',
      alt: 'Six smiling portraits of the Taskwell team, side by side.',
    },
    abstract: 'Six people, one goal: useful AI for every business team.',
    intro: 'Taskwell is built by a small team that has shipped software for businesses for years.',
    keyPoints: [
      'Product:| decisions start from what customers ask for.',
      'Engineering:| runs must be reliable and fairly priced.',
      'Design:| every form should take seconds.',
    ],
    cta: 'Read about our team.',
    conclusion: 'We would love to hear what you want Taskwell to do next.',
    author: 'Maya Lindqvist',
  },
];

export function categoryOf(article: NewsArticle): NewsCategory | undefined {
  return newsCategories.find((category) => category.categoryId === article.categoryId);
}

import type { ServiceDescription } from './service-description.ts';

/** The voices `audio.speech` offers: eSpeak NG voice names, all inside the server's speech engine. */
export const speechVoices = ['en-us', 'en-gb', 'fr', 'de', 'es', 'it', 'pt', 'nl'] as const;

/** The AI model tiers a step may ask for (the provider of each is the server's setting). */
export const aiTiers = ['enterprise', 'partner', 'public'] as const;

/** The voices in words. */
const voiceLabels: Readonly<Record<(typeof speechVoices)[number], string>> = {
  'en-us': 'English (US)',
  'en-gb': 'English (UK)',
  fr: 'French',
  de: 'German',
  es: 'Spanish',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
};

/** The model tiers in words. */
const tierLabels: Readonly<Record<(typeof aiTiers)[number], string>> = {
  enterprise: 'Enterprise',
  partner: 'Partner',
  public: 'Public',
};

/** The most characters `audio.speech` reads aloud. */
export const maxSpeechCharacters = 5_000;

/** The most characters of a quote card's quote, and of its author. */
export const maxQuoteCharacters = 400;
export const maxAuthorCharacters = 80;

const text = (description: string, required = true) => ({ kind: 'text' as const, required, description });
const image = { kind: 'image' as const, required: true, description: 'A PNG, JPEG or WebP image.' };

/** The most passages a knowledge step cites. */
export const maxKnowledgePassages = 10;

const knowledgeCollection = {
  kind: 'text' as const,
  required: true,
  description: "The id of one of the user's collections (a list of the user's collections).",
};
const passageCount = {
  type: 'number' as const,
  label: 'Passages',
  description: `How many passages to cite (1 to ${maxKnowledgePassages}; default 5).`,
};

/**
 * What every built-in service is, as data (issue 30): the server's services take their name,
 * label and inputs from here and add their code; the Creator Studio's editor offers these, and
 * the flow check reads them. One copy for all three.
 */
export const builtInServices: readonly ServiceDescription[] = [
  {
    name: 'text.summary',
    label: 'Summary',
    summary: 'Keeps the most important sentences of a text, in their order.',
    inputs: {
      text: text('The text to summarise.'),
      length: text('Short, medium (the default) or long.', false),
    },
    options: {
      length: {
        type: 'string',
        label: 'Length',
        description: 'How long the summary is.',
        choices: ['short', 'medium', 'long'],
        choiceLabels: { short: 'Short', medium: 'Medium', long: 'Long' },
      },
    },
    produces: ['text/markdown'],
  },
  {
    name: 'text.keywords',
    label: 'Keywords',
    summary: 'Lists the keywords and key phrases of a text.',
    inputs: { text: text('The text to find keywords in.') },
    produces: ['text/markdown'],
  },
  {
    name: 'text.sentiment',
    label: 'Sentiment',
    summary: 'Says whether a text reads positive, negative or neutral, and why.',
    inputs: { text: text('The English text to read.') },
    produces: ['text/markdown'],
  },
  {
    name: 'text.language',
    label: 'Language',
    summary: 'Finds the language a text is written in.',
    inputs: { text: text('The text whose language to find.') },
    produces: ['text/markdown'],
  },
  {
    name: 'text.bias',
    label: 'Bias check',
    summary: 'Finds wording that may exclude or offend readers, with better wordings.',
    inputs: { text: text('The English text to check.') },
    produces: ['text/markdown'],
  },
  {
    name: 'text.inclusive-revision',
    label: 'Inclusive revision',
    summary: 'Replaces wording that may exclude readers with its suggested alternative.',
    inputs: {
      text: text('The text to revise.'),
      decision: text('An answer; the changes are made when it is the option applyWhen.', false),
    },
    options: {
      applyWhen: {
        type: 'string',
        label: 'Apply when the answer is',
        description: 'The answer to "decision" that makes the changes.',
      },
    },
    produces: ['text/plain'],
  },
  {
    name: 'text.report',
    label: 'Report',
    summary: 'Puts its inputs together as one report, a section per input.',
    inputs: { title: text("The report's title, on one line.", false) },
    otherInputs: text('A section of the report, titled by its name.', false),
    options: { title: { type: 'string', label: 'Title', description: 'The title when no title input is given.' } },
    produces: ['text/markdown'],
  },
  {
    name: 'audio.speech',
    label: 'Speech',
    summary: 'Reads a text aloud as a WAV recording.',
    inputs: {
      text: text(`The text to read aloud (${maxSpeechCharacters} characters at most).`),
      voice: text(`The voice: ${speechVoices.join(', ')} (default en-us).`, false),
    },
    options: {
      voice: {
        type: 'string',
        label: 'Voice',
        description: 'The voice.',
        choices: speechVoices,
        choiceLabels: voiceLabels,
      },
    },
    produces: ['audio/wav'],
  },
  {
    name: 'image.quote-card',
    label: 'Quote card',
    summary: 'Draws a quote and its author on a card to share.',
    inputs: {
      quote: text(`The quote (${maxQuoteCharacters} characters at most).`),
      author: text('Who said it.', false),
    },
    produces: ['image/png'],
  },
  {
    name: 'image.keyword-chart',
    label: 'Keyword chart',
    summary: 'Draws a bar chart of the keywords of a text.',
    inputs: { text: text('The text whose keywords to chart.') },
    produces: ['image/png'],
  },
  {
    name: 'image.qr',
    label: 'QR code',
    summary: 'Draws a QR code of a text or a link.',
    inputs: { text: text('The text or link to encode.') },
    produces: ['image/png'],
  },
  {
    name: 'image.inspect',
    label: 'Image details',
    summary: 'Describes an image: its size, format and colours.',
    inputs: { image },
    produces: ['text/markdown'],
  },
  {
    name: 'image.palette',
    label: 'Palette',
    summary: 'Draws the main colours of an image as a palette.',
    inputs: { image },
    produces: ['image/png'],
  },
  {
    name: 'pdf.text',
    label: 'PDF text',
    summary: "Reads the text of a PDF's pages.",
    inputs: { pdf: { kind: 'pdf', required: true, description: 'The PDF to read.' } },
    produces: ['text/markdown'],
  },
  {
    name: 'knowledge.answer',
    label: 'Digital Advisor',
    summary: "Answers a question from the site's own pages.",
    inputs: { question: text('The question to answer.') },
    options: {
      knowledge: { type: 'string', label: 'Knowledge base', description: 'The knowledge base to answer from.' },
    },
    produces: ['text/markdown'],
  },
  {
    name: 'knowledge.passages',
    label: 'Knowledge passages',
    summary: "Finds the passages of the user's collection that best answer a question, each cited.",
    inputs: { question: text('The question or text to look up.'), collection: knowledgeCollection },
    options: { count: passageCount },
    produces: ['text/markdown'],
  },
  {
    name: 'knowledge.answer-from',
    label: 'Answer from knowledge',
    summary: "Answers a question with the best passages of the user's collection, each cited.",
    inputs: { question: text('The question to answer.'), collection: knowledgeCollection },
    options: { count: passageCount },
    produces: ['text/markdown'],
  },
  {
    name: 'knowledge.brief',
    label: 'Knowledge brief',
    summary: "Writes a brief of a topic from the user's collection, citing its sources.",
    inputs: { topic: text('The topic of the brief.'), collection: knowledgeCollection },
    options: { count: passageCount },
    produces: ['text/markdown'],
  },
  {
    name: 'ai.chat',
    label: 'AI',
    summary: 'Sends a prompt to an AI model and gives back its answer.',
    inputs: {
      collection: {
        ...knowledgeCollection,
        required: false,
        description:
          "One of the user's collections: the prompt is grounded in its best passages, which the answer cites.",
      },
    },
    otherInputs: text('Text the prompt inserts with {{name}}.', false),
    options: {
      prompt: {
        type: 'string',
        label: 'Prompt',
        description: 'What to ask; {{name}} inserts the input of that name.',
        required: true,
        multiline: true,
      },
      system: {
        type: 'string',
        label: 'Instructions',
        description: 'How the model should answer (tone, format).',
        multiline: true,
      },
      tier: {
        type: 'string',
        label: 'Model tier',
        description: 'The model tier.',
        choices: aiTiers,
        choiceLabels: tierLabels,
      },
      aiService: {
        type: 'string',
        label: 'AI service',
        description:
          'Where the step runs: "runner" (the runner chooses; the tier is the default), "private:<id>" (one of your own AI services), or unset (the tier).',
      },
      searchInput: {
        type: 'string',
        label: 'Input to look up',
        description:
          'With a collection: the input whose text is looked up in it (default "question", else the prompt).',
      },
    },
    produces: ['text/markdown'],
    ai: true,
  },
];

/** The built-in services by name. */
export function serviceDescriptionsByName(
  descriptions: readonly ServiceDescription[] = builtInServices,
): ReadonlyMap<string, ServiceDescription> {
  return new Map(descriptions.map((description) => [description.name, description]));
}

/** The description of a built-in service; throws for an unknown name (a programming error). */
export function describeService(name: string): ServiceDescription {
  const found = builtInServices.find((description) => description.name === name);
  if (!found) throw new Error(`No built-in service "${name}"`);
  return found;
}

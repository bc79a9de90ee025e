import {
  Blocks,
  BookOpenText,
  CodeXml,
  EyeOff,
  Handshake,
  ListChecks,
  type LucideIcon,
  RefreshCw,
  ScanSearch,
  Signpost,
  Store,
  Users,
  Wallet,
} from 'lucide-react';

/** spec §3 FAQ: question, answer, icon. */
export interface Faq {
  /** Shown as the item's heading. */
  question: string;
  /** Shown when the item opens. */
  answer: string;
  /** Beside the question; decorative, the question names the item. */
  icon: LucideIcon;
}

/** The questions visitors ask most, with Taskwell's answers (replace freely). */
export const faqs: readonly Faq[] = [
  {
    question: 'What is a task?',
    icon: ListChecks,
    answer:
      'A task is a ready-made job, such as summarising a report or writing a product description. It chains AI models with ordinary services (text checks, image rendering, speech) so you only fill in a short form.',
  },
  {
    question: 'Can I build my own tasks?',
    icon: Blocks,
    answer:
      'Yes, from the Explorer plan up. In Creator Studio you create a task step by step from AI models and ordinary services, give it the form people fill in, try it with a test run and publish it to your My Tasks. There is no code to write.',
  },
  {
    question: 'Can I sell my own tasks?',
    icon: Store,
    answer:
      "Yes. Put a task you built in Creator Studio on sale in the AI Store, Taskwell's marketplace, at a price in credits per run: to everyone from the Creator plan up, or to the members of your organization only. Buyers run it without ever seeing how it is made. You earn 80 % of the price of each run that completes, in credits; a run that fails is refunded to the buyer. Before a task goes on sale, Taskwell checks that a test run of it completed and that its card reads well for everyone.",
  },
  {
    question: 'Can I use my own documents?',
    icon: BookOpenText,
    answer:
      'Yes. The Well of Knowledge is your own library: upload text, Markdown and PDF files (a PDF up to 50 MB) or paste a text, in collections. Tasks such as Answer from my knowledge and Brief with my knowledge answer from your documents, and every answer cites the document, the page and the passage it comes from.',
  },
  {
    question: 'Can my team share tasks?',
    icon: Users,
    answer:
      "Yes, in an organization. On the Enterprise plan you make one under your own name, logo and colour and invite colleagues by e-mail. Its members see your organization's private store, where members sell tasks to each other and no one else sees them, and can read and search the knowledge collections a member shares with them.",
  },
  {
    question: 'Do I need to write code or prompts?',
    icon: CodeXml,
    answer: 'No. Each task asks for what it needs in plain fields: a text, a file, a choice from a list.',
  },
  {
    question: 'What are credits?',
    icon: Wallet,
    answer:
      'Credits pay for runs. Every task shows its price in credits before you run it, and a run that fails is refunded.',
  },
  {
    question: 'Which plan do I need?',
    icon: Signpost,
    answer:
      'The Free plan runs Summarise a Text, Quote Card and the Digital Advisor. Discovery adds Listen to a Brief, Announcement with Approval and Rewrite in Another Tone; Explorer adds Describe an Image and Campaign Kit; Creator adds Brief from a PDF; Enterprise adds Keyword Snapshot and Market Scan. A task you cannot use yet tells you which plan opens it.',
  },
  {
    question: 'Can I change or cancel my plan?',
    icon: RefreshCw,
    answer:
      'Yes. An upgrade applies at once and is charged for the rest of the period; a downgrade or a cancellation takes effect at the end of the period.',
  },
  {
    question: 'Are results checked?',
    icon: ScanSearch,
    answer:
      'Text results are checked for biased wording before you see them. Results are still machine-generated, so review them before you publish.',
  },
  {
    question: 'Do you offer consulting?',
    icon: Handshake,
    answer:
      'Yes. Today we work mainly as AI consultants: we help organisations find the jobs worth automating and build the tasks for them. See Intelligence consulting for our offers.',
  },
  {
    question: 'Who can see my inputs and results?',
    icon: EyeOff,
    answer:
      "Only you. Files you upload and results you get are stored for your account and are not shared. A knowledge collection is read by your organization's members only if you share it, and the buyers of a task you sell see their own runs, never yours or how the task is made.",
  },
];

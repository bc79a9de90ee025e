import {
  CodeXml,
  EyeOff,
  Handshake,
  ListChecks,
  type LucideIcon,
  RefreshCw,
  ScanSearch,
  Signpost,
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
    answer: 'Only you. Files you upload and results you get are stored for your account and are not shared.',
  },
];

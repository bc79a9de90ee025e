import { BookUser, BrainCircuit, GraduationCap, Library, type LucideIcon, Puzzle } from 'lucide-react';
import { CardGridPage } from '../../components/card-grid-page/index.ts';

/** The five consulting offers (spec §1); spec §3: icon, title, description, value points. */
const offers: readonly { icon: LucideIcon; title: string; description: string; valuePoints: readonly string[] }[] = [
  {
    icon: BrainCircuit,
    title: 'Intelligence + Nano WOK',
    description:
      "A compact Well of Knowledge built from your own documents and know-how, so every task answers with your organisation's expertise.",
    valuePoints: ['Your policies, products and tone in every result', 'Kept private to your account'],
  },
  {
    icon: Library,
    title: 'Digital Adviser Library',
    description:
      'Ready-to-use digital advisers for sales, finance and operations, tuned to the questions your teams ask.',
    valuePoints: ['Answers grounded in your material', 'New advisers added as your needs grow'],
  },
  {
    icon: BookUser,
    title: 'HR Intelligence Library',
    description: 'Tasks for the people side of the business: job descriptions, interview guides and policy summaries.',
    valuePoints: ['Wording checked for bias', 'Consistent documents across teams'],
  },
  {
    icon: Puzzle,
    title: 'Custom Business Solutions',
    description:
      'Tasks designed around your own processes, formats and systems when the ready-made ones are not enough.',
    valuePoints: ['Built and tested on your real cases', 'Runs in your Taskwell account like any other task'],
  },
  {
    icon: GraduationCap,
    title: 'Enterprise AI Training',
    description: 'Hands-on sessions that show each team how to get reliable results from AI tasks from day one.',
    valuePoints: ['Role-based examples', 'Follow-up office hours'],
  },
];

/** Intelligence consulting: the offers, 1 to 4 columns by width. */
export function ConsultingPage() {
  return (
    <CardGridPage
      title="Intelligence consulting"
      intro="When ready-made tasks are not enough, we build with you."
      listLabel="Consulting offers"
      items={offers.map((offer) => ({
        icon: offer.icon,
        title: offer.title,
        description: offer.description,
        points: offer.valuePoints,
      }))}
    />
  );
}

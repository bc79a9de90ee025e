import { CardGridPage } from '../../components/card-grid-page/index.ts';

/** The five consulting offers (spec §1), each with its value points. */
const offers: readonly { title: string; description: string; valuePoints: readonly string[] }[] = [
  {
    title: 'AI readiness review',
    description: 'Where AI tasks would save your team time, and what it takes to start.',
    valuePoints: ['A ranked list of candidate jobs', 'Costs and savings per job'],
  },
  {
    title: 'Custom task design',
    description: 'Tasks built around your own documents, formats and tone of voice.',
    valuePoints: ['Your templates and personas', 'Tested on your real cases'],
  },
  {
    title: 'Private AI setup',
    description: 'Tasks that run on AI services reserved for your organisation.',
    valuePoints: ['Your data stays in your contracts', 'Model choice per task'],
  },
  {
    title: 'Automation',
    description: 'Tasks that run on a schedule or when something happens in your tools.',
    valuePoints: ['Fewer manual steps', 'Results delivered where you work'],
  },
  {
    title: 'Team training',
    description: 'Hands-on sessions so every colleague gets value from day one.',
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
      items={offers.map((offer) => ({ title: offer.title, description: offer.description, points: offer.valuePoints }))}
    />
  );
}

import { BadgeCheck, Layers, Lock, type LucideIcon, PackageCheck, Tag, TrendingUp } from 'lucide-react';
import { CardGridPage } from '../../components/card-grid-page/index.ts';

/** spec §3 feature/benefit: title, icon, description, value points written 'Heading|text'. */
const features: readonly { title: string; icon: LucideIcon; description: string; valuePoints: readonly string[] }[] = [
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
    description: 'Start free; unlock more tasks, personas and formats as your team needs them.',
    valuePoints: ['Per user|Pay for the people who use it.', 'Flexible|Upgrade at once, downgrade at period end.'],
  },
  {
    title: 'Your data stays yours',
    icon: Lock,
    description: 'Inputs and results belong to your account and are never shared.',
    valuePoints: ['Private|Only you see your runs.', 'Deletable|Close your account and your data goes.'],
  },
];

/** Features and benefits, 1 to 4 columns by width; value points are 'bold|normal'. */
export function FeaturesPage() {
  return (
    <CardGridPage
      title="Features and benefits"
      intro="What Taskwell does for a business team, and why it matters."
      listLabel="Features"
      items={features.map((feature) => ({
        icon: feature.icon,
        title: feature.title,
        description: feature.description,
        points: feature.valuePoints.map((point) => {
          const [bold, normal] = point.split('|');
          return (
            <>
              <strong>{bold}</strong> {normal}
            </>
          );
        }),
      }))}
    />
  );
}

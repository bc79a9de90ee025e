import { CardGridPage } from '../../components/card-grid-page/index.ts';
import { features } from './features-content.ts';

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

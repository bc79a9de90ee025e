import { Card } from '@taskwell/ui/card';
import { Grid, Text, Title } from '@taskwell/ui/typography';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Icon } from '../icon/index.ts';

export interface CardGridItem {
  /** The card's picture (spec §3); decorative, the heading names the card. */
  icon: LucideIcon;
  /** The card's heading. */
  title: string;
  /** A sentence or two under the heading. */
  description: string;
  /** The value points, shown as a list under the description. */
  points: readonly ReactNode[];
}

export interface CardGridPageProps {
  /** The page's heading. */
  title: string;
  /** The paragraph under the heading. */
  intro: string;
  /** Names the list of cards ("Features"). */
  listLabel: string;
  /** One card each, in order. */
  items: readonly CardGridItem[];
}

/** A content page of cards in 1 to 4 columns by width: a heading, an intro and one card per item. */
export function CardGridPage({ title, intro, listLabel, items }: CardGridPageProps) {
  const prefix = listLabel.toLowerCase().replace(/\W+/g, '-');
  return (
    <div style={{ display: 'grid', gap: '1.5rem', paddingBlock: '1.5rem' }}>
      <Title order={1}>{title}</Title>
      <Text muted>{intro}</Text>
      <Grid columns="1-4" as="ul" aria-label={listLabel}>
        {items.map((item, index) => (
          <li key={item.title}>
            <Card as="article" aria-labelledby={`${prefix}-${index + 1}`}>
              <Icon icon={item.icon} />
              <Title order={2} id={`${prefix}-${index + 1}`}>
                {item.title}
              </Title>
              <Text>{item.description}</Text>
              <ul style={{ margin: 0, paddingLeft: '1.1rem', display: 'grid', gap: '0.25rem' }}>
                {item.points.map((point, pointIndex) => (
                  // Points are fixed content in a fixed order.
                  <li key={`${item.title}-${pointIndex + 1}`}>{point}</li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </Grid>
    </div>
  );
}

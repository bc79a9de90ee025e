import { Badge } from '@taskwell/ui/badge';
import { Card } from '@taskwell/ui/card';
import { Collapsible } from '@taskwell/ui/collapsible';
import { Text, Title } from '@taskwell/ui/typography';
import { FilteredListPage } from '../../components/filtered-list/index.ts';
import { Reel } from '../../components/reel/index.ts';
import { demoCategories, demos, splitAbstract } from './demos-content.ts';

/** spec §2 demos: video cards (the recording loads on play) with expandable abstracts. */
export function DemoListPage() {
  return (
    <FilteredListPage
      heading="Demo reels"
      items={demos}
      categories={demoCategories}
      listLabel="Demos"
      noun={['demo', 'demos']}
      renderItem={(demo, category) => {
        const { lead, rest } = splitAbstract(demo.abstract);
        return (
          <Card as="article" aria-labelledby={`demo-${demo.assetId}`}>
            <Badge>{category?.title}</Badge>
            <Title order={2} id={`demo-${demo.assetId}`}>
              <a href={`/demos/${demo.assetId}`} style={{ color: 'inherit' }}>
                {demo.title}
              </a>
            </Title>
            <Text size="sm" muted>{`${demo.date} · ${demo.author}`}</Text>
            <Reel {...demo.reel} title={demo.title} />
            {rest ? (
              <Collapsible summary={<Text>{lead}</Text>}>
                <Text>{rest}</Text>
              </Collapsible>
            ) : (
              <Text>{lead}</Text>
            )}
          </Card>
        );
      }}
    />
  );
}

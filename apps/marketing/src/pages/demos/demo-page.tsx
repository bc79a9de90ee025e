import { Badge } from '@taskwell/ui/badge';
import { Text, Title } from '@taskwell/ui/typography';
import type { ComponentType } from 'react';
import { DetailLayout } from '../../components/detail-layout/index.ts';
import { Reel } from '../../components/reel/index.ts';
import { type Demo, demoCategories, demos } from './demos-content.ts';

/** One demo: the video, its whole abstract and author; other demos beside. */
export function demoPage(demo: Demo): ComponentType<{ studioUrl: string }> {
  return function DemoPage() {
    const category = demoCategories.find((entry) => entry.categoryId === demo.categoryId);
    return (
      <DetailLayout
        sideTitle="More demos"
        others={demos
          .filter((entry) => entry.assetId !== demo.assetId)
          .map((entry) => ({ href: `/demos/${entry.assetId}`, title: entry.title }))}
        all={{ href: '/demos', label: 'All demos' }}
      >
        <Badge>{category?.title}</Badge>
        <Title order={1}>{demo.title}</Title>
        <Text size="sm" muted>{`${demo.date} · ${demo.author}`}</Text>
        <Reel {...demo.reel} title={demo.title} />
        <Text size="lg">{demo.abstract}</Text>
      </DetailLayout>
    );
  };
}

/** The page of a demo id that the route table lists (`demo-ids.ts`). */
export function demoPageById(assetId: string): ComponentType<{ studioUrl: string }> {
  const demo = demos.find((entry) => entry.assetId === assetId);
  if (!demo) throw new Error(`no demo ${assetId}`);
  return demoPage(demo);
}

import { Anchor, Title } from '@taskwell/ui/typography';
import type { ReactNode } from 'react';

export interface DetailLayoutProps {
  /** The article itself. */
  children: ReactNode;
  /** The side list's heading ('More news'). */
  sideTitle: string;
  /** The other items of the list, linked. */
  others: readonly { href: string; title: string }[];
  /** Back to the whole list. */
  all: { href: string; label: string };
}

/** A news article or a demo, with the other items of its list beside it (below it on phones). */
export function DetailLayout({ children, sideTitle, others, all }: DetailLayoutProps) {
  return (
    <div
      style={{
        display: 'grid',
        gap: '2rem',
        gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
        paddingBlock: '1.5rem',
      }}
    >
      <article style={{ display: 'grid', gap: '1rem', gridColumn: 'span 2', maxWidth: '46rem' }}>{children}</article>
      <aside aria-labelledby="side-list" style={{ display: 'grid', gap: '0.75rem', alignContent: 'start' }}>
        <Title order={2} id="side-list">
          {sideTitle}
        </Title>
        <ul style={{ margin: 0, paddingLeft: '1.1rem', display: 'grid', gap: '0.5rem' }}>
          {others.map((entry) => (
            <li key={entry.href}>
              <Anchor href={entry.href}>{entry.title}</Anchor>
            </li>
          ))}
        </ul>
        <Anchor href={all.href}>{all.label}</Anchor>
      </aside>
    </div>
  );
}

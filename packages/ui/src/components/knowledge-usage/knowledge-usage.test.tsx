import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KnowledgeUsage } from './knowledge-usage.tsx';

const pro = { collections: 20, documents: 1000, storageBytes: 2 * 1024 ** 3 };

describe('KnowledgeUsage', () => {
  it('should say each amount against its limit, with a named bar, and the plan that keeps more', () => {
    render(
      <KnowledgeUsage
        plan="Explorer"
        level="Pro"
        limits={pro}
        used={{ collections: 20, documents: 14, storageBytes: 1024 * 1024 }}
        upgrade={{ plan: 'Creator', level: 'Ultra' }}
        plansHref="/pricing"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Pro personalization on Explorer' })).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Collections20 of 20 (full)',
      'Documents14 of 1,000',
      expect.stringMatching(/^Storage1(\.0)? MB of 2(\.0)? GB$/),
    ]);
    expect(within(rows[1] as HTMLElement).getByRole('progressbar', { name: 'Documents used' })).toHaveAttribute(
      'value',
      '14',
    );
    expect(screen.getByText(/Creator \(Ultra\) keeps more/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare the plans' })).toHaveAttribute('href', '/pricing');
  });

  it('given Free should say there is no library and offer the plans', () => {
    const none = { collections: 0, documents: 0, storageBytes: 0 };
    render(
      <KnowledgeUsage
        plan="Free"
        level="none"
        limits={none}
        used={none}
        upgrade={{ plan: 'Discovery', level: 'Nano' }}
        plansHref="/pricing"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your Free plan has no library of its own' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText(/Discovery \(Nano\) keeps more/)).toBeInTheDocument();
  });
});

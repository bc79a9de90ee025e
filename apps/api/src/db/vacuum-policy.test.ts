import { describe, expect, it } from 'vitest';
import { type TableActivity, tablesDue, type VacuumPolicy } from './vacuum-policy.ts';

const policy: VacuumPolicy = { deadRows: 1_000, deadShare: 0.05, insertedRows: 10_000, insertedShare: 0.2 };

const table = (name: string, live: number, dead: number, insertedSinceVacuum = 0): TableActivity => ({
  table: name,
  live,
  dead,
  insertedSinceVacuum,
});

describe('tablesDue', () => {
  it.each<{ given: string; tables: TableActivity[]; want: string[] }>([
    { given: 'no activity', tables: [table('runs', 1_000_000, 0)], want: [] },
    { given: 'a few dead rows in a small table', tables: [table('accounts', 50, 999)], want: [] },
    { given: 'dead rows at the bound in a small table', tables: [table('accounts', 50, 1_000)], want: ['accounts'] },
    {
      given: 'a large table whose dead rows are under its share',
      tables: [table('runs', 1_000_000, 49_999)],
      want: [],
    },
    { given: 'a large table past its share', tables: [table('runs', 1_000_000, 50_000)], want: ['runs'] },
    {
      given: 'a table only inserted into, past the inserts bound',
      tables: [table('credit_ledger', 20_000, 0, 10_000)],
      want: ['credit_ledger'],
    },
    {
      given: 'a large table only inserted into, under its share',
      tables: [table('assets', 1_000_000, 0, 150_000)],
      want: [],
    },
    {
      given: 'several due tables',
      tables: [table('runs', 10_000, 2_000), table('pgboss.job', 100, 30_000), table('sessions', 10, 5)],
      want: ['pgboss.job', 'runs'],
    },
  ])('given $given, should give $want', ({ tables, want }) => {
    expect(tablesDue(tables, policy).map((due) => due.table)).toEqual(want);
  });
});

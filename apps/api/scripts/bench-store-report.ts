// What scripts/bench-store.ts prints of its rounds: one line per round as it ends, then per
// database the medians of each version, the last version (this code) against each earlier one,
// and the statements per unit that differ between them.
import type { Anchors, Idle, Spent } from './bench-store-measure.ts';

/** One round's JSON line of scripts/bench-store-child.ts. */
export interface Round {
  area: 'sales' | 'search';
  kind: string;
  units: number;
  unit: string;
  spent: Spent;
  phases: {
    buy?: { p50: number; p95: number };
    settle?: { p50: number; p95: number };
    buyWallMs?: number;
    settleWallMs?: number;
    rows?: { label: string; items: number; p50: number; p95: number; spent: Omit<Spent, 'byText'> }[];
    worstP95?: number;
    medianP50?: number;
  };
  completed?: number;
  failed?: number;
  ledgerSum?: number;
  size?: { listings: number; runs: number; calls: number; seedSeconds: number };
  anchors: Anchors;
  anchorsAfter: Anchors;
  idle: Idle;
  load?: string;
}

/** Per unit: the process's CPU, the same net of its idle timers' CPU over the window, the server's, statements. */
export function perUnit(round: Round) {
  const seconds = round.spent.wallMs / 1000;
  const api = round.spent.cpuMs / round.units;
  const apiNet = (round.spent.cpuMs - round.idle.cpuMsPerSecond * seconds) / round.units;
  // A reading the script could not take arrives as null (NaN in JSON): a gap, not a zero.
  const server = (round.spent.serverCpuMs ?? Number.NaN) / round.units;
  const serverNet = (round.spent.serverCpuMs - round.idle.serverCpuMsPerSecond * seconds) / round.units;
  return {
    api,
    apiNet,
    server,
    serverNet,
    total: apiNet + serverNet,
    statements: round.spent.statements / round.units,
  };
}

const ms = (value: number | undefined, digits = 1) => (value ?? Number.NaN).toFixed(digits);

export function describeRound(label: string, round: Round): string {
  const unit = perUnit(round);
  const server = round.kind === 'postgres' ? ` + server ${ms(unit.server, 2)} (net ${ms(unit.serverNet, 2)})` : '';
  const cost = `per ${round.unit}: API CPU ${ms(unit.api, 2)} ms (net of idle ${ms(unit.apiNet, 2)})${server}, ${ms(unit.statements, 2)} statements`;
  const phases =
    round.area === 'sales'
      ? `buy p50/p95 ${ms(round.phases.buy?.p50)}/${ms(round.phases.buy?.p95)} ms, settle p50/p95 ${ms(round.phases.settle?.p50, 0)}/${ms(round.phases.settle?.p95, 0)} ms, buying ${ms((round.phases.buyWallMs ?? 0) / 1000)} s then settling ${ms((round.phases.settleWallMs ?? 0) / 1000)} s; ${round.completed} completed, ${round.failed} failed, ledger of the runs sums to ${round.ledgerSum}`
      : `search p50 (median of rows) ${ms(round.phases.medianP50)} ms, worst p95 ${ms(round.phases.worstP95)} ms; ${round.size?.listings} listings, ${round.size?.runs} runs, ${round.size?.calls} calls per search (filled in ${ms(round.size?.seedSeconds)} s)`;
  const anchors = `anchors before/after: SELECT 1 p95 ${ms(round.anchors.select1.p95, 2)}/${ms(round.anchorsAfter.select1.p95, 2)} ms, /healthz p95 ${ms(round.anchors.healthz.p95, 2)}/${ms(round.anchorsAfter.healthz.p95, 2)} ms and CPU ${ms(round.anchors.healthz.cpuMs, 3)}/${ms(round.anchorsAfter.healthz.cpuMs, 3)} ms; idle ${ms(round.idle.cpuMsPerSecond, 2)} ms CPU/s`;
  const lines = [`${label}: ${cost}; ${phases}; ${anchors}; load ${round.load}`];
  if (round.area === 'search' && process.env.BENCH_ROWS === '1') {
    for (const row of round.phases.rows ?? []) {
      lines.push(
        `    ${row.label.padEnd(48)} ${String(row.items).padStart(3)} items  p50 ${ms(row.p50)} ms  p95 ${ms(row.p95)} ms  CPU ${ms(row.spent.cpuMs / (round.size?.calls ?? 1), 2)} + ${ms(row.spent.serverCpuMs / (round.size?.calls ?? 1), 2)} ms`,
      );
    }
  }
  return lines.join('\n');
}

/** The median of the values that were measured (NaN, a gap, left out). */
function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function summarise(label: string, measured: Map<string, Round[]>): string[] {
  const lines: string[] = [];
  const names = [...measured.keys()];
  const figures: [string, (round: Round) => number, number][] = [
    ['API CPU, ms', (round) => perUnit(round).api, 2],
    ['API CPU net of idle, ms', (round) => perUnit(round).apiNet, 2],
    ['server CPU, ms', (round) => perUnit(round).server, 2],
    ['server CPU net of idle, ms', (round) => perUnit(round).serverNet, 2],
    ['API + server CPU net, ms', (round) => perUnit(round).total, 2],
    ['statements', (round) => perUnit(round).statements, 2],
  ];
  const area = measured.get(names[0] ?? '')?.[0]?.area;
  if (area === 'sales') {
    figures.push(['buy p50, ms', (round) => round.phases.buy?.p50 ?? Number.NaN, 1]);
    figures.push(['buy p95, ms', (round) => round.phases.buy?.p95 ?? Number.NaN, 1]);
    figures.push(['settle p50, ms', (round) => round.phases.settle?.p50 ?? Number.NaN, 0]);
    figures.push(['settle p95, ms', (round) => round.phases.settle?.p95 ?? Number.NaN, 0]);
  } else {
    figures.push(['search p50 (median of rows), ms', (round) => round.phases.medianP50 ?? Number.NaN, 1]);
    figures.push(['search worst p95, ms', (round) => round.phases.worstP95 ?? Number.NaN, 1]);
  }
  figures.push(['anchor /healthz p95, ms', (round) => round.anchors.healthz.p95, 2]);
  figures.push(['anchor /healthz CPU, ms', (round) => round.anchors.healthz.cpuMs, 3]);
  figures.push(['anchor SELECT 1 p95, ms', (round) => round.anchors.select1.p95, 2]);
  const now = names.at(-1) ?? 'now';
  const earlier = names.slice(0, -1);
  const unit = measured.get(now)?.[0]?.unit ?? 'unit';
  lines.push(`${label}: medians of ${measured.get(now)?.length ?? 0} rounds, per ${unit}`);
  const header = ['', ...names, ...earlier.map((name) => `${now}/${name}`)];
  const table = [header];
  for (const [name, pick, digits] of figures) {
    const medians = names.map((version) => median((measured.get(version) ?? []).map(pick)));
    const last = medians.at(-1) ?? Number.NaN;
    table.push([
      name,
      ...medians.map((value) => value.toFixed(digits)),
      ...medians.slice(0, -1).map((value) => (last / value).toFixed(3)),
    ]);
  }
  const widths = header.map((_, column) => Math.max(...table.map((line) => (line[column] ?? '').length)));
  for (const line of table)
    lines.push(`  ${line.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  ')}`);
  for (const name of earlier) {
    // Round by round: this code's CPU against the earlier code's of the same round.
    const paired = (measured.get(now) ?? []).map((round, index) => {
      const before = measured.get(name)?.[index];
      return before ? perUnit(round).total / perUnit(before).total : Number.NaN;
    });
    const ratio = median(paired);
    lines.push(
      `  ${now}/${name}, API + server CPU net per ${unit}, by round: ${paired.map((value) => value.toFixed(3)).join(', ')}; median ${ratio.toFixed(3)}: ${ratio <= 1.1 ? 'within' : 'NOT within'} 10 %`,
    );
    lines.push(...statementChanges(measured.get(name) ?? [], measured.get(now) ?? [], `${name} -> ${now}`));
  }
  return lines;
}

/** Statements per unit whose count changed by 0.05 or more between two versions (their last rounds). */
function statementChanges(earlier: Round[], later: Round[], label: string): string[] {
  const a = earlier.at(-1);
  const b = later.at(-1);
  if (!a || !b) return [];
  const texts = new Set([...Object.keys(a.spent.byText), ...Object.keys(b.spent.byText)]);
  const changed = [...texts]
    .map((text) => ({
      text,
      before: (a.spent.byText[text] ?? 0) / a.units,
      after: (b.spent.byText[text] ?? 0) / b.units,
    }))
    .filter(({ before, after }) => Math.abs(after - before) >= 0.05)
    .sort((x, y) => Math.abs(y.after - y.before) - Math.abs(x.after - x.before));
  if (changed.length === 0) return [`  statements per unit, ${label}: no statement changed by 0.05 or more`];
  return [
    `  statements per unit that changed, ${label} (last rounds):`,
    ...changed.map(
      ({ text, before, after }) => `    ${before.toFixed(2).padStart(6)} -> ${after.toFixed(2).padStart(6)}  ${text}`,
    ),
  ];
}

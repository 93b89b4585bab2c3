import type { Latency } from './load';
import { RATE } from './operations-measures';

// The operations benchmark's figures, its budgets and the table it prints.

export interface Figures {
  seedS?: number;
  months?: { recent: { month: string; lines: number }; old: { month: string; lines: number } };
  listRecent?: Latency;
  listOld?: Latency;
  listPeakRps?: number;
  /** The month page right after a change of the books: built anew, not the kept copy. */
  listRecentFresh?: Latency;
  listOldFresh?: Latency;
  searchText?: { text: string; count: number };
  search?: Latency;
  saveEmpty?: Latency;
  saveBig?: Latency;
  deleteMs?: number[];
}

const BUDGET = {
  listP95Ms: 25,
  peakRps: 1_500,
  oldVsRecent: 1.5,
  searchP95Ms: 150,
  saveP95Ms: 30,
  saveDrift: 0.2,
  deleteMs: 300,
};

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;
const ratio = (a?: Latency, b?: Latency) =>
  a && b ? Math.round((a.p95 / b.p95) * 100) / 100 : NaN;

export function failuresOf(kind: string, f: Figures): string[] {
  const over: [boolean, string][] = [
    [(f.listRecent?.p95 ?? Infinity) > BUDGET.listP95Ms, `month p95 ${f.listRecent?.p95} ms`],
    [(f.listPeakRps ?? 0) < BUDGET.peakRps, `month peak ${f.listPeakRps} req/s`],
    [
      !(ratio(f.listOld, f.listRecent) <= BUDGET.oldVsRecent),
      `20 years back ×${ratio(f.listOld, f.listRecent)}`,
    ],
    [
      !(ratio(f.listOldFresh, f.listRecentFresh) <= BUDGET.oldVsRecent),
      `20 years back after a change ×${ratio(f.listOldFresh, f.listRecentFresh)}`,
    ],
    [(f.search?.p95 ?? Infinity) > BUDGET.searchP95Ms, `search p95 ${f.search?.p95} ms`],
    [(f.saveBig?.p95 ?? Infinity) > BUDGET.saveP95Ms, `save p95 ${f.saveBig?.p95} ms`],
    [
      !(Math.abs(ratio(f.saveBig, f.saveEmpty) - 1) <= BUDGET.saveDrift),
      `save big/empty ×${ratio(f.saveBig, f.saveEmpty)}`,
    ],
    [
      median(f.deleteMs ?? []) > BUDGET.deleteMs || !f.deleteMs,
      `delete 500 median ${median(f.deleteMs ?? [])} ms`,
    ],
  ];
  const kept = [f.listRecent, f.listOld].some((l) => l?.rps !== undefined && l.rps < RATE * 0.95);
  if (kept) over.push([true, `the server did not keep up with ${RATE} req/s`]);
  return over.filter(([failed]) => failed).map(([, what]) => `${kind}: ${what}`);
}

const p95 = (l?: Latency) =>
  l
    ? `${l.p95} ms (p50 ${l.p50}, n ${l.count}${l.rps === undefined ? '' : `, ${l.rps} req/s kept`})`
    : '—';

function rows(f: Figures): string[] {
  return [
    f.seedS === undefined ? '—' : `${f.seedS} s`,
    p95(f.listRecent),
    f.listPeakRps === undefined ? '—' : `${f.listPeakRps} req/s`,
    `${p95(f.listOld)} ×${ratio(f.listOld, f.listRecent)}`,
    p95(f.listRecentFresh),
    `${p95(f.listOldFresh)} ×${ratio(f.listOldFresh, f.listRecentFresh)}`,
    f.searchText ? `${p95(f.search)} "${f.searchText.text}" ${f.searchText.count} found` : '—',
    p95(f.saveEmpty),
    `${p95(f.saveBig)} ×${ratio(f.saveBig, f.saveEmpty)}`,
    f.deleteMs ? `median ${median(f.deleteMs)} ms (${f.deleteMs.join(', ')})` : '—',
  ];
}

const LABELS: [string, string][] = [
  ['seed (db:seed, 20 accounts, 20 years)', '—'],
  [`GET /api/operation one month p95 at ${RATE} req/s`, `≤ ${BUDGET.listP95Ms} ms`],
  ['GET /api/operation one month peak', `≥ ${BUDGET.peakRps} req/s`],
  [`same page 20 years back p95 at ${RATE} req/s`, `≤ ${BUDGET.oldVsRecent}× current`],
  ['one month right after a change (built anew) p95', '—'],
  ['20 years back right after a change p95', `≤ ${BUDGET.oldVsRecent}× current`],
  ['GET /api/operation/search?text= p95', `≤ ${BUDGET.searchP95Ms} ms`],
  ['save, three parts, empty database p95', `≤ ${BUDGET.saveP95Ms} ms`],
  ['save, three parts, big database p95', `±${BUDGET.saveDrift * 100} % of empty`],
  ['POST /api/operation/delete 500 ids', `≤ ${BUDGET.deleteMs} ms`],
];

export function printTable(results: Partial<Record<string, Figures>>): void {
  const kinds = Object.keys(results);
  const cells = kinds.map((kind) => rows(results[kind]!));
  const table = LABELS.map(([label, budget], i) => [label, ...cells.map((c) => c[i]!), budget]);
  const header = ['measure', ...kinds, 'budget'];
  const widths = header.map((h, col) =>
    Math.max(h.length, ...table.map((row) => row[col]!.length)),
  );
  const line = (row: string[]) =>
    `| ${row.map((cell, col) => cell.padEnd(widths[col]!)).join(' | ')} |`;
  console.log(
    [line(header), line(widths.map((w) => '-'.repeat(w))), ...table.map(line)].join('\n'),
  );
}

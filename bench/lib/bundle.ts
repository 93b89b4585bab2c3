import path from 'node:path';

// Which built scripts a first visit loads, and what the lazily loaded areas weigh.

/** What a first visit loads before its first screen (docs/decisions/initial-load.md). */
export const INITIAL_BUDGET_KB = 130;
export const LAZY_CHUNK_BUDGET_KB = 60;
/**
 * Chunks of a library loaded only when the person asks for a file (jspdf on "PDF"), never for a
 * screen to show: they get a budget of their own rather than a screen's.
 */
export const ON_DEMAND_CHUNK_BUDGET_KB = 150;
const ON_DEMAND_CHUNKS = [
  /^operations-pdf-[\w-]+\.js$/,
  /^jspdf\.es\.min-[\w-]+\.js$/,
  // jspdf with the drawing every PDF shares (src/lib/pdf.ts), named after that module.
  /^pdf-[\w-]+\.js$/,
];
/** chart.js with react-chartjs-2, shared by the screens that draw (budget: under 70 KB). */
export const CHART_CHUNK_BUDGET_KB = 70;
export const isOnDemand = (file: string): boolean => ON_DEMAND_CHUNKS.some((re) => re.test(file));

/** The module scripts and modulepreloads of index.html, as paths relative to dist/. */
export function initialScripts(html: string): string[] {
  const sources = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+\.js)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g),
  ].map((m) => (m[1] ?? '').replace(/^\//, ''));
  return [...new Set(sources)];
}

/** Chunks a chunk imports statically (`import … from "./x.js"`), not `import("./x.js")`. */
export function staticImports(code: string): string[] {
  const found = code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g);
  return [...new Set([...found].map((m) => path.posix.basename(m[1] ?? '')))];
}

/** A string constant of chart.js that survives minification: charts load only with their screens. */
export const containsChartJs = (code: string): boolean => code.includes('$chartjs');

export interface Chunk {
  file: string;
  gzipBytes: number;
  /** Holds chart.js (containsChartJs). */
  chartJs?: boolean;
}

export interface BundleReport {
  initialKb: number;
  initial: Chunk[];
  lazy: Chunk[];
  failures: string[];
}

export const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

export function assessBundle(initial: Chunk[], lazy: Chunk[]): BundleReport {
  const initialKb = kb(initial.reduce((sum, c) => sum + c.gzipBytes, 0));
  const budgetOf = (c: Chunk) => {
    if (isOnDemand(c.file)) return ON_DEMAND_CHUNK_BUDGET_KB;
    return c.chartJs ? CHART_CHUNK_BUDGET_KB : LAZY_CHUNK_BUDGET_KB;
  };
  const failures = lazy
    .filter((c) => kb(c.gzipBytes) > budgetOf(c))
    .map((c) => `lazy chunk ${c.file} is ${kb(c.gzipBytes)} KB gzip > ${budgetOf(c)} KB`);
  if (initialKb > INITIAL_BUDGET_KB) {
    failures.unshift(`initial JS is ${initialKb} KB gzip > ${INITIAL_BUDGET_KB} KB`);
  }
  return { initialKb, initial, lazy, failures };
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SpeedRow } from './speed-table';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS_DIR = path.join(ROOT, 'bench/results');

export interface BenchResult {
  name: string;
  figures: Record<string, unknown>;
  /** One line per budget missed or check failed; empty when all is well. */
  failures: string[];
  /** Its rows of the speed table, when it measures some. */
  rows?: SpeedRow[];
}

export function saveResult(result: BenchResult): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${result.name}.json`);
  const record = { ...result, at: new Date().toISOString(), node: process.version };
  fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  return file;
}

/** Saves and summarises a result; false when it missed a budget. */
export function report(result: BenchResult): boolean {
  const file = saveResult(result);
  for (const failure of result.failures) console.log(`  OVER BUDGET / FAILED: ${failure}`);
  console.log(`  → ${path.relative(ROOT, file)}\n`);
  return result.failures.length === 0;
}

/** Runs a benchmark when its file is the entry point (not when run-all imports it). */
export async function runIfMain(url: string, run: () => Promise<BenchResult>): Promise<void> {
  const entry = process.argv[1];
  if (!entry || url !== pathToFileURL(path.resolve(entry)).href) return;
  try {
    if (!report(await run())) process.exitCode = 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

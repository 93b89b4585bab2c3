import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The real bank files, as bytes: byte-exact copies of ../shared/samples (MIT, sources and
 * checksums in their README), kept in the repository so the tests pass on a clone alone.
 */
export const SAMPLES_DIR = path.resolve(import.meta.dirname, 'fixtures/bank-samples');

export function sampleBytes(relative: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(SAMPLES_DIR, relative)));
}

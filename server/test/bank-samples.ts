import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The real bank files of ../shared/samples (never edited), as bytes. */
export const SAMPLES_DIR = path.resolve(import.meta.dirname, '../../../shared/samples');

export function sampleBytes(relative: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(SAMPLES_DIR, relative)));
}

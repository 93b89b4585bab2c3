import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLES_DIR } from '../../test/bank-samples';
import { checkRealFile } from '../../test/real-files/check-real-file';
import { PEER_SAMPLES } from '../../test/real-files/expected-peer-samples';
import { SAMPLES } from '../../test/real-files/expected-samples';
import type { RealFileExpectation } from '../../test/real-files/real-file-expectation';
import { readBankFile } from './formats/read-bank-file';

// The real bank files beside the project (../shared/samples and ../shared/peer-samples, byte-exact
// copies of other projects' test fixtures), each read as its README says. A clone without them
// skips this suite, and says so loudly: the project's own tests use its fixtures.

const SHARED = path.resolve(import.meta.dirname, '../../../../shared');
const FOLDERS: [string, Record<string, RealFileExpectation>][] = [
  ['samples', SAMPLES],
  ['peer-samples', PEER_SAMPLES],
];

const bankFilesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ofx|qfx|qif|xml|csv)$/i.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();

for (const [folder, expectations] of FOLDERS) {
  const dir = path.join(SHARED, folder);
  if (!existsSync(dir)) {
    console.warn(
      `\n${'!'.repeat(72)}\n!! REAL BANK FILES SKIPPED: ${dir} does not exist.\n` +
        `!! The readers were not checked against ../shared/${folder}.\n${'!'.repeat(72)}\n`,
    );
  }
  describe.skipIf(!existsSync(dir))(`the real bank files of ../shared/${folder}`, () => {
    it('has an expectation for every file, and every expected file is there', () => {
      expect(bankFilesIn(dir)).toEqual(Object.keys(expectations).sort());
    });

    for (const [name, expected] of Object.entries(expectations)) {
      it(`reads ${name} as its README says`, () => {
        const bytes = readFileSync(path.join(dir, name));
        if (expected.sha256) {
          expect(createHash('sha256').update(bytes).digest('hex'), name).toBe(expected.sha256);
        }
        checkRealFile(name, readBankFile(new Uint8Array(bytes)).file, expected);
      });
    }
  });
}

describe.skipIf(!existsSync(path.join(SHARED, 'samples')))('the repository’s copies', () => {
  it('are byte for byte the files of ../shared/samples', () => {
    for (const name of bankFilesIn(SAMPLES_DIR)) {
      const copy = readFileSync(path.join(SAMPLES_DIR, name));
      expect(copy.equals(readFileSync(path.join(SHARED, 'samples', name))), name).toBe(true);
    }
  });
});

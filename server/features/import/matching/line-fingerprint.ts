import { createHash } from 'node:crypto';
import type { IsoDate } from '../../../../contract/dates';
import { fingerprintLabel } from './label-similarity';

// The strict fingerprint of a bank line (date, amount in cents, folded label) and its occurrence
// counter: the n-th identical line of the same day in a file is occurrence n, so two real 4,50 €
// coffees of one day stay two lines, and a file read again gives each the same pair.

export interface FingerprintedLine {
  fingerprint: string;
  occurrence: number;
}

export function fingerprint(line: { date: IsoDate; amount: number; label: string }): string {
  const text = `${line.date}|${line.amount}|${fingerprintLabel(line.label)}`;
  return createHash('sha256').update(text).digest('base64url').slice(0, 32);
}

/** Each line's fingerprint and its occurrence among the file's identical lines, in file order. */
export function fingerprintLines(
  lines: readonly { date: IsoDate; amount: number; label: string }[],
): FingerprintedLine[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const print = fingerprint(line);
    const occurrence = (seen.get(print) ?? 0) + 1;
    seen.set(print, occurrence);
    return { fingerprint: print, occurrence };
  });
}

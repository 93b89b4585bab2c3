import fs from 'node:fs';
import path from 'node:path';

// A HomeBank file big enough to be read off the event loop: the transfers fixture (Courant ends
// on 429,45) with `count` more spendings of 1,25 on Courant.

export function bigHomebankExport(count: number): Buffer {
  const fixture = path.join(import.meta.dirname, 'fixtures/homebank/transfers.xhb');
  const small = fs.readFileSync(fixture, 'utf8');
  const spending = Array.from(
    { length: count },
    (_, i) => `<ope date="${739_300 + (i % 300)}" amount="-1.25" account="1" wording="Pain ${i}"/>`,
  ).join('\n');
  return Buffer.from(small.replace('</homebank>', `${spending}\n</homebank>`));
}

/** Courant's balance once the big file is in. */
export const bigExportBalance = (count: number) => 429_45 - count * 1_25;

import path from 'node:path';
import { test } from './test';
import { Journey } from './journey';
import {
  importFrenchCsv,
  pointTwo,
  recordDebitFromEntryRow,
  recordSplit,
  recordTransfer,
} from './journey-books';
import { budgetAndMonitor, exportBoth, lastMonthByCategory, planRent } from './journey-plans';
import { createBankAndAccounts, goPremium, signUp } from './journey-start';
import { ENGLISH, FRENCH } from './journey-words';
import { newPerson } from './people';
import { VIEWPORTS } from './screens';

// Issue 26's acceptance: a new person's first day, every step a screenshot, in French on a
// desktop and in English on a phone.
const FRENCH_CSV = path.join(import.meta.dirname, 'files', 'banque-fr-latin1.csv');
const FRENCH_CSV_LINES = 5;

const runs = [
  { language: 'fr', words: FRENCH, phone: false },
  { language: 'en', words: ENGLISH, phone: true },
] as const;

for (const run of runs) {
  test(`a new person's first day (${run.language}, ${run.phone ? '375' : '1280'} px)`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(run.phone ? { width: 375, height: 740 } : VIEWPORTS.desktop);
    const journey = new Journey(page, run.words, run.language, run.phone);
    await signUp(journey, newPerson(`journey${run.language}`));
    await createBankAndAccounts(journey);
    await goPremium(journey);
    const ids = await journey.accountIds();
    const checkingId = ids[run.words.checking]!;
    const savingsId = ids[run.words.savings]!;

    await page.goto(`/operations?accountId=${checkingId}`);
    await recordDebitFromEntryRow(journey);
    await recordSplit(journey);
    await recordTransfer(journey, savingsId);
    await pointTwo(journey, ['Split', 'Savings']);
    await importFrenchCsv(journey, FRENCH_CSV, { checkingId, lines: FRENCH_CSV_LINES });
    await planRent(journey, checkingId);
    await budgetAndMonitor(journey);
    await lastMonthByCategory(journey);
    await exportBoth(journey, checkingId);
  });
}

// A child process that writes while a backup is taken: node --import tsx backup-writer.ts URL
// USER CURRENT SAVINGS CATEGORY MS. Creation k (k = 1, 2, …, one transaction each) carries the
// memo w-k: an operation of k cents, every fifth a transfer of k cents to the savings account.
// It prints started after the first commit, then how many creations it committed.
import { openDatabase } from '../db/database';
import { createOperations } from '../features/operations/write/operations-create.service';
import type { OperationInput } from '../features/operations/write/operations-write.service';

const [url, user, current, savings, category, ms] = process.argv.slice(2);
const userId = Number(user);

function leg(k: number, accountId: number, amount: number, categoryId: number | null) {
  const date = new Date(Date.UTC(2024, 0, 1 + (k % 400))).toISOString().slice(0, 10);
  const parts = [{ categoryId, amount }];
  return { accountId, date, valueDate: date, amount, memo: `w-${k}`, parts } as OperationInput;
}

const db = openDatabase(url!, { poolSize: 2 });
let until = Date.now() + Number(ms);
let k = 0;
while (Date.now() < until) {
  const n = k + 1;
  const change =
    n % 5 === 0
      ? {
          kind: 'createTransfer' as const,
          source: leg(n, Number(current), -n, null),
          target: leg(n, Number(savings), n, null),
        }
      : { kind: 'create' as const, operation: leg(n, Number(current), -n, Number(category)) };
  await createOperations(db.kysely, [{ userId, change }]);
  if (n === 1) {
    until = Date.now() + Number(ms);
    console.log('started');
  }
  k = n;
}
await db.close();
console.log(k);

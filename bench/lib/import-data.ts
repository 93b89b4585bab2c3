import { addDays } from '../../contract/dates';
import type { Executor } from '../../server/db/database';

// A bank's CSV export of an account seeded by operations-data.ts: a quarter of the lines are
// booked operations read back the same day, a quarter two days later under another label (the
// fuzzy layer), half are new lines; French layout (";", dd/MM/yyyy, decimal comma).

const frenchDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const frenchAmount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** The account with the most operations, and how many it has. */
export async function busiestAccount(db: Executor, userId: number) {
  const row = await db
    .selectFrom('operations')
    .select(['accountId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('userId', '=', userId)
    .groupBy('accountId')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  return { accountId: row.accountId, operations: Number(row.n) };
}

export async function bankCsv(db: Executor, userId: number, accountId: number, lines: number) {
  const booked = await db
    .selectFrom('operations as o')
    .leftJoin('payees as p', 'p.id', 'o.payeeId')
    .select(['o.date', 'o.amount', 'p.name as payee', 'o.memo'])
    .where('o.userId', '=', userId)
    .where('o.accountId', '=', accountId)
    .orderBy('o.date', 'desc')
    .limit(lines)
    .execute();
  const rows = Array.from({ length: lines }, (_, i) => {
    const op = booked[i % booked.length]!;
    const label = (op.payee ?? op.memo ?? 'OPERATION').toUpperCase();
    if (i % 4 === 0) return [op.date, `CB ${label}`, op.amount] as const;
    if (i % 4 === 1) return [addDays(op.date, 2), `PRLV ${label} REF ${i}`, op.amount] as const;
    return [op.date, `NOUVELLE LIGNE ${i}`, -(1_000_003 + i)] as const;
  });
  const text = rows.map(
    ([date, label, cents]) => `${frenchDate(date)};${label};${frenchAmount(cents)}`,
  );
  return new TextEncoder().encode(['Date;Libellé;Montant', ...text].join('\r\n'));
}

import type { Executor } from '../db/database';
import { writeOperations } from '../features/operations/operations-write.service';

// Bank files and booked operations for the import tests.

/** A French CSV bank file of these lines: [dd/MM/yyyy, label, amount as the bank writes it]. */
export function frenchCsv(lines: readonly [string, string, string][]): Uint8Array {
  const rows = lines.map(([date, label, amount]) => `${date};${label};${amount}`);
  return new TextEncoder().encode(['Date;Libellé;Montant', ...rows].join('\r\n') + '\r\n');
}

export interface Booked {
  date: string;
  amount: number;
  memo?: string;
  bankId?: string | null;
  fingerprint?: string | null;
  occurrence?: number | null;
}

/** An operation written through the books' write path, then given a bank line's identity. */
export async function book(db: Executor, userId: number, accountId: number, op: Booked) {
  const { date, amount, memo = null } = op;
  const operation = {
    accountId,
    date,
    valueDate: date,
    amount,
    memo,
    parts: [{ categoryId: null, amount }],
  };
  const { created } = await writeOperations(db, userId, [{ kind: 'create', operation }]);
  const id = created[0] as number;
  const { bankId = null, fingerprint = null, occurrence = null } = op;
  await db
    .updateTable('operations')
    .set({ bankId, fingerprint, occurrence })
    .where('id', '=', id)
    .execute();
  return id;
}

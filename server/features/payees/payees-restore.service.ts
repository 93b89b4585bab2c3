import type { Executor } from '../../db/database';
import * as repository from './payees-restore.repository';
import type { PayeeValues } from './payees-write.repository';

export interface RestoredPayee extends PayeeValues {
  keywords: readonly string[];
  tagIds: readonly number[];
  parts: readonly {
    debitCredit: -1 | 1;
    categoryId: number | null;
    amount: number;
    percentageBp: number | null;
    tagIds: readonly number[];
  }[];
}

/**
 * Restores an exported user's payees with their keywords, tags and split templates (data
 * portability), each kind in multi-row statements; answers the payees' new ids in order.
 */
export async function restorePayees(
  db: Executor,
  userId: number,
  payees: readonly RestoredPayee[],
): Promise<number[]> {
  const ids = await repository.insertPayees(
    db,
    userId,
    payees.map(({ keywords: _k, tagIds: _t, parts: _p, ...values }) => values),
  );
  const each = <T>(make: (payee: RestoredPayee, payeeId: number) => T[]) =>
    payees.flatMap((payee, i) => make(payee, ids[i]!));
  await repository.insertKeywords(
    db,
    each((p, payeeId) => p.keywords.map((keyword) => ({ userId, payeeId, keyword }))),
  );
  await repository.insertPayeeTags(
    db,
    each((p, payeeId) => p.tagIds.map((tagId) => ({ userId, payeeId, tagId }))),
  );
  const parts = each((p, payeeId) => p.parts.map((part) => ({ payeeId, part })));
  const partIds = await repository.insertTemplates(
    db,
    parts.map(({ payeeId, part: { tagIds: _t, ...values } }) => ({ ...values, userId, payeeId })),
  );
  await repository.insertTemplateTags(
    db,
    parts.flatMap(({ part }, i) =>
      part.tagIds.map((tagId) => ({ userId, splitTemplateId: partIds[i]!, tagId })),
    ),
  );
  return ids;
}

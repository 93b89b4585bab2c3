import type { Executor } from '../../db/database';
import * as repository from './payees-restore.repository';
import type { PayeeValues } from './payees-write.repository';

export interface RestoredPayee extends PayeeValues {
  keywords: readonly string[];
  tagIds: readonly number[];
  splits: readonly {
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
    payees.map(({ keywords: _k, tagIds: _t, splits: _s, ...values }) => values),
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
  const splits = each((p, payeeId) => p.splits.map((split) => ({ payeeId, split })));
  const splitIds = await repository.insertTemplates(
    db,
    splits.map(({ payeeId, split: { tagIds: _t, ...values } }) => ({ ...values, userId, payeeId })),
  );
  await repository.insertTemplateTags(
    db,
    splits.flatMap(({ split }, i) =>
      split.tagIds.map((tagId) => ({ userId, splitTemplateId: splitIds[i]!, tagId })),
    ),
  );
  return ids;
}

import type { Executor } from '../../db/database';

/** Payees of the user whose default credit or debit category, or a split part, is one of these. */
export async function countPayeesWithCategories(
  db: Executor,
  userId: number,
  categoryIds: readonly number[],
): Promise<number> {
  const row = await db
    .selectFrom('payees')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where((eb) =>
      eb.or([
        eb('creditCategoryId', 'in', categoryIds),
        eb('debitCategoryId', 'in', categoryIds),
        eb.exists(
          eb
            .selectFrom('payeeSplitTemplates as part')
            .select('part.id')
            .where('part.userId', '=', userId)
            .whereRef('part.payeeId', '=', 'payees.id')
            .where('part.categoryId', 'in', categoryIds),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

import { CategoryId } from '../../../contract/categories';
import { DebitCredit } from '../../../contract/debit-credit';
import type { EcheanceAccountRef, EcheanceDto } from '../../../contract/echeances-dto';
import { mainPart } from '../../../contract/operations-split';
import type { Executor } from '../../db/database';
import type { Echeance } from './echeances-read.service';
import * as repository from './echeances.repository';

// Plans (echeances-read.service.ts) → EcheanceDto, with the names of what they refer to. No
// payee, type or category is id -1 with an empty name, as the operations' answers do.

const NONE = -1;

interface Names {
  accounts: Map<number, EcheanceAccountRef>;
  categories: Map<number, string>;
  tags: Map<number, string>;
  budgets: Map<number, string>;
  types: Map<number, string>;
}

const distinct = (ids: (number | null)[]) => [
  ...new Set(ids.filter((id): id is number => id !== null)),
];

async function namesOf(db: Executor, userId: number, plans: readonly Echeance[]): Promise<Names> {
  const parts = plans.flatMap((plan) => plan.parts);
  const [accounts, categories, tags, budgets, types] = await Promise.all([
    repository.findAccountNames(
      db,
      userId,
      distinct(plans.flatMap((plan) => [plan.accountId, plan.toAccountId])),
    ),
    repository.findCategoryNames(db, userId, distinct(parts.map((part) => part.categoryId))),
    repository.findTagNames(db, userId, distinct(parts.flatMap((part) => part.tagIds))),
    repository.findBudgetNames(db, userId, distinct(plans.flatMap((plan) => plan.budgetIds))),
    repository.findTypeAbbreviations(db, distinct(plans.map((plan) => plan.typeId))),
  ]);
  return {
    accounts: new Map(
      accounts.map((a) => [
        a.id,
        {
          accountId: a.id,
          name: a.name,
          currency: { currencyId: a.currencyId, symb: a.symb, abrv: a.abrv },
        },
      ]),
    ),
    categories: new Map(categories.map((c) => [c.id, c.name])),
    tags: new Map(tags.map((t) => [t.id, t.name])),
    budgets: new Map(budgets.map((b) => [b.id, b.name])),
    types: new Map(types.map((t) => [t.id, t.abrv])),
  };
}

const categoryRef = (names: Names, id: number | null) =>
  id === null
    ? { categoryId: CategoryId.undefined, name: '' }
    : { categoryId: id, name: names.categories.get(id) ?? '' };

function toDto(plan: Echeance, names: Names): EcheanceDto {
  const account = (id: number | null) => (id === null ? null : (names.accounts.get(id) ?? null));
  return {
    idEcheance: plan.id,
    beginDate: plan.beginDate,
    frequency: plan.frequency,
    date: plan.nextDate,
    budgets: plan.budgetIds.map((id) => ({ accountId: id, name: names.budgets.get(id) ?? '' })),
    account: account(plan.accountId),
    toAccount: account(plan.toAccountId),
    autoSave: plan.autoSave,
    operationType: plan.operationType,
    payee:
      plan.payeeId === null
        ? { payeeId: NONE, name: '' }
        : { payeeId: plan.payeeId, name: plan.payeeName ?? '' },
    type:
      plan.typeId === null
        ? { typeId: NONE, abrv: '' }
        : { typeId: plan.typeId, abrv: names.types.get(plan.typeId) ?? '' },
    memo: plan.memo,
    amount: plan.amount,
    debitCredit: plan.amount < 0 ? DebitCredit.debit : DebitCredit.credit,
    splitOperations: plan.parts.map((part) => ({
      category: categoryRef(names, part.categoryId),
      memo: part.memo,
      amount: part.amount,
      amountAbs: Math.abs(part.amount),
      tags: part.tagIds.map((tagId) => ({ tagId, name: names.tags.get(tagId) ?? '' })),
    })),
    category: categoryRef(names, mainPart(plan.parts)?.categoryId ?? null),
  };
}

/** The answers of the plans, their names read in one query per kind. */
export async function toEcheanceDtos(
  db: Executor,
  userId: number,
  plans: readonly Echeance[],
): Promise<EcheanceDto[]> {
  if (plans.length === 0) return [];
  const names = await namesOf(db, userId, plans);
  return plans.map((plan) => toDto(plan, names));
}

import { DebitCredit, type Direction } from '../../../contract/debit-credit';
import { MessageCode } from '../../../contract/message-codes';
import { payeeNameFromLabel } from '../../../contract/payee-format';
import type { PayeeSplitPart } from '../../../contract/payee-splits';
import type { PayeeDto, PayeeSaveRequest } from '../../../contract/payees';
import { percentToBp } from '../../../contract/percent';
import { comparisonKey } from '../../../contract/text';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { operationsUsePayees } from '../operations/write/operations-payees.service';
import { ownsTags } from '../tags/tags.service';
import { toPayeeDtos } from './payees-dto';
import * as writes from './payees-write.repository';
import * as repository from './payees.repository';

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

async function readPayees(db: Executor, userId: number, payeeId?: number): Promise<PayeeDto[]> {
  const [payees, keywords, tags, templates, templateTags] = await Promise.all([
    repository.findPayeeRows(db, userId, payeeId),
    repository.findKeywordRows(db, userId, payeeId),
    repository.findPayeeTagRows(db, userId, payeeId),
    repository.findTemplateRows(db, userId, payeeId),
    repository.findTemplateTagRows(db, userId, payeeId),
  ]);
  return toPayeeDtos({ payees, keywords, tags, templates, templateTags });
}

/** The user's payees by name (case and accents ignored). */
export async function listPayees(db: Executor, userId: number): Promise<PayeeDto[]> {
  const payees = await readPayees(db, userId);
  return payees.sort((a, b) => collator.compare(a.name, b.name));
}

export async function getPayee(db: Executor, userId: number, payeeId: number): Promise<PayeeDto> {
  const [payee] = await readPayees(db, userId, payeeId);
  if (!payee) throw AppError.notFound();
  return payee;
}

/** Every payee named is the user's, else 404 (another user's id is as unknown as a wrong one). */
async function checkOwnPayees(db: Executor, userId: number, payeeIds: readonly number[]) {
  const distinct = [...new Set(payeeIds)];
  if ((await repository.countOwnPayees(db, userId, distinct)) !== distinct.length) {
    throw AppError.notFound();
  }
}

/** Names are unique per user, case and accents ignored: two "Carrefour" could not be told apart. */
async function checkNameFree(db: Executor, userId: number, name: string, payeeId: number | null) {
  const key = comparisonKey(name);
  const payees = await repository.findPayeeNames(db, userId);
  if (payees.some((payee) => payee.id !== payeeId && comparisonKey(payee.name) === key)) {
    throw new AppError(409, MessageCode.payeeAlreadyExist);
  }
}

/**
 * The categories must be the user's (404) and of the side's tree: a credit default or credit part
 * in a credit category (400).
 */
async function checkCategories(db: Executor, userId: number, payee: PayeeSaveRequest) {
  const wanted: (readonly [number | null, Direction])[] = [
    [payee.creditCategory, DebitCredit.credit],
    [payee.debitCategory, DebitCredit.debit],
    ...payee.splitCategoriesCredit.map((p) => [p.category, DebitCredit.credit] as const),
    ...payee.splitCategoriesDebit.map((p) => [p.category, DebitCredit.debit] as const),
  ];
  const ids = [...new Set(wanted.flatMap(([id]) => (id === null ? [] : [id])))];
  if (ids.length === 0) return;
  const own = new Map(
    (await repository.findOwnCategories(db, userId, ids)).map((c) => [c.id, c.debitCredit]),
  );
  if (own.size !== ids.length) throw AppError.notFound();
  if (wanted.some(([id, direction]) => id !== null && own.get(id) !== direction)) {
    throw AppError.badRequest();
  }
}

async function checkReferences(db: Executor, userId: number, payee: PayeeSaveRequest) {
  if (payee.payeeId !== null) await checkOwnPayees(db, userId, [payee.payeeId]);
  await checkCategories(db, userId, payee);
  const parts = [...payee.splitCategoriesCredit, ...payee.splitCategoriesDebit];
  if (!(await ownsTags(db, userId, [...payee.tags, ...parts.flatMap((p) => p.tags)]))) {
    throw AppError.notFound();
  }
  await checkNameFree(db, userId, payee.name, payee.payeeId);
}

const templateOf = (debitCredit: Direction) => (part: PayeeSplitPart) => ({
  debitCredit,
  categoryId: part.category,
  amount: part.amount,
  percentageBp: part.percentage === null ? null : percentToBp(part.percentage),
  tagIds: part.tags,
});

/** Creates or updates a payee with its keywords, tags and split templates, in one transaction. */
export async function savePayee(db: Executor, userId: number, payee: PayeeSaveRequest) {
  await checkReferences(db, userId, payee);
  const values = {
    name: payee.name,
    debitCredit: payee.debitCredit,
    isDefault: payee.default ? 1 : 0,
    creditCategoryId: payee.creditCategory,
    debitCategoryId: payee.debitCategory,
    amountCredit: payee.amountCredit,
    amountDebit: payee.amountDebit,
  } as const;
  const payeeId = await db.transaction().execute(async (trx) => {
    const id = payee.payeeId ?? (await writes.insertPayee(trx, userId, values));
    if (payee.payeeId !== null) {
      await writes.updatePayee(trx, userId, id, values);
      await writes.deletePayeeChildren(trx, userId, id);
    }
    await writes.insertKeywords(trx, userId, id, payee.keywords);
    await writes.insertPayeeTags(trx, userId, id, payee.tags);
    const templates = [
      ...payee.splitCategoriesCredit.map(templateOf(DebitCredit.credit)),
      ...payee.splitCategoriesDebit.map(templateOf(DebitCredit.debit)),
    ];
    for (const template of templates) await writes.insertTemplate(trx, userId, id, template);
    return id;
  });
  return getPayee(db, userId, payeeId);
}

/** Its operations keep no payee; its keywords, tags and templates go with it. */
export async function deletePayee(db: Executor, userId: number, payeeId: number) {
  await checkOwnPayees(db, userId, [payeeId]);
  await writes.deletePayee(db, userId, payeeId);
}

export async function payeesHaveOperations(db: Executor, userId: number, payeeIds: number[]) {
  await checkOwnPayees(db, userId, payeeIds);
  return { value: await operationsUsePayees(db, userId, payeeIds) };
}

export function formatPayeeName(text: string) {
  return { name: text === '' ? '' : payeeNameFromLabel(text) };
}

import {
  PortabilityCode,
  type PortabilityDocument,
  type PortabilityImportDto,
} from '../../../contract/portability';
import type { Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { restoreAccounts } from '../accounts/accounts-restore.service';
import { restoreBanks } from '../banks/banks-restore.service';
import { restoreBudgets } from '../budgets/budgets-restore.service';
import { restoreCategories } from '../categories/categories-restore.service';
import { restoreOccurrences, restorePlans } from '../echeances/echeances-restore.service';
import { writeOperations } from '../operations/write/operations-write.service';
import { restorePayees } from '../payees/payees-restore.service';
import { restorePreferences } from '../preferences/preferences-restore.service';
import { restoreTags } from '../tags/tags-restore.service';
import { checkReferenceData, readDocument } from './portability-check';
import { hasBooks } from './portability-export.repository';
import { serializeUserWrites } from '../users/users.service';
import { creationsOf, idIn, idsIn, type NewIds } from './portability-import-books';

const byLocal = (rows: readonly { id: number }[], created: readonly number[]) =>
  new Map(rows.map((row, i) => [row.id, created[i]!]));

async function restoreReferences(trx: Executor, userId: number, doc: PortabilityDocument) {
  const categoryIndex = new Map(doc.categories.map((c, i) => [c.id, i]));
  const categories = byLocal(
    doc.categories,
    await restoreCategories(
      trx,
      userId,
      doc.categories.map((c) => ({
        parentIndex: c.parent === null ? null : categoryIndex.get(c.parent)!,
        similarId: c.templateId,
        name: c.name,
        debitCredit: c.debitCredit,
        enabled: c.enabled ? 1 : 0,
        sortIndex: c.sortIndex,
        level: c.level,
        owned: c.owned ? 1 : 0,
      })),
    ),
  );
  const tags = byLocal(
    doc.tags,
    await restoreTags(
      trx,
      userId,
      doc.tags.map((t) => t.name),
    ),
  );
  const banks = byLocal(doc.banks, await restoreBanks(trx, userId, doc.banks));
  const accounts = byLocal(
    doc.accounts,
    await restoreAccounts(
      trx,
      userId,
      doc.accounts.map(({ id: _id, bank, favorite, ...account }) => ({
        ...account,
        bankId: banks.get(bank)!,
        favorite: favorite ? 1 : 0,
      })),
    ),
  );
  return { categories, tags, accounts };
}

async function restorePayeesOf(
  trx: Executor,
  userId: number,
  doc: PortabilityDocument,
  ids: Pick<NewIds, 'categories' | 'tags'>,
) {
  const created = await restorePayees(
    trx,
    userId,
    doc.payees.map((p) => ({
      name: p.name,
      debitCredit: p.debitCredit,
      isDefault: p.isDefault ? 1 : 0,
      creditCategoryId: idIn(ids.categories, p.creditCategory),
      debitCategoryId: idIn(ids.categories, p.debitCategory),
      amountCredit: p.amountCredit,
      amountDebit: p.amountDebit,
      importExcluded: p.importExcluded ? 1 : 0,
      keywords: p.keywords,
      tagIds: idsIn(ids.tags, p.tags),
      parts: p.splits.map((s) => ({
        debitCredit: s.debitCredit,
        categoryId: idIn(ids.categories, s.category),
        amount: s.amount,
        percentageBp: s.percentageBp,
        tagIds: idsIn(ids.tags, s.tags),
      })),
    })),
  );
  return byLocal(doc.payees, created);
}

async function restorePlanning(
  trx: Executor,
  userId: number,
  doc: PortabilityDocument,
  ids: Omit<NewIds, 'plans' | 'budgets'>,
) {
  const budgets = byLocal(
    doc.budgets,
    await restoreBudgets(
      trx,
      userId,
      doc.budgets.map((b) => ({
        ...b,
        accountIds: idsIn(ids.accounts, b.accounts),
        goals: b.goals.map((g) => ({
          categoryId: ids.categories.get(g.category)!,
          month: g.month,
          amount: g.amount,
        })),
      })),
    ),
  );
  const plans = byLocal(
    doc.plannedOperations,
    await restorePlans(
      trx,
      userId,
      doc.plannedOperations.map((p) => ({
        accountId: idIn(ids.accounts, p.account),
        toAccountId: idIn(ids.accounts, p.toAccount),
        beginDate: p.beginDate,
        nextDate: p.nextDate,
        frequency: p.frequency,
        autoSave: p.autoSave,
        payeeId: idIn(ids.payees, p.payee),
        typeId: p.typeId,
        amount: p.amount,
        operationType: p.operationType,
        memo: p.memo,
        parts: p.splits.map((s) => ({
          categoryId: idIn(ids.categories, s.category),
          amount: s.amount,
          memo: s.memo,
          tagIds: idsIn(ids.tags, s.tags),
        })),
        budgetIds: idsIn(budgets, p.budgets),
      })),
    ),
  );
  return { budgets, plans };
}

async function restoreBooks(trx: Executor, userId: number, doc: PortabilityDocument, now: Date) {
  await serializeUserWrites(trx, userId);
  if (await hasBooks(trx, userId)) throw new AppError(409, PortabilityCode.notEmpty);
  const references = await restoreReferences(trx, userId, doc);
  const payees = await restorePayeesOf(trx, userId, doc, references);
  const planning = await restorePlanning(trx, userId, doc, { ...references, payees });
  const ids: NewIds = { ...references, payees, ...planning };
  await restorePreferences(trx, userId, {
    currencyId: doc.preferences.currencyId,
    mainAccountId: idIn(ids.accounts, doc.preferences.mainAccount),
    echeanceDelay: doc.preferences.echeanceDelay,
    echeanceCatchUp: doc.preferences.echeanceCatchUp,
    simpleMode: doc.preferences.simpleMode ? 1 : 0,
    sortByDate: doc.preferences.sortByDate ? 1 : 0,
    sortedCategoryIds: doc.preferences.sortedCategories
      ? idsIn(ids.categories, doc.preferences.sortedCategories).join(',')
      : null,
  });
  const { creations, locals } = creationsOf(doc.operations, ids);
  const { created } = creations.length
    ? await writeOperations(trx, userId, creations)
    : { created: [] };
  const operations = new Map(locals.map((local, i) => [local, created[i]!]));
  await restoreOccurrences(
    trx,
    userId,
    doc.plannedOccurrences.map((o) => ({
      echeanceId: ids.plans.get(o.plannedOperation)!,
      dueDate: o.dueDate,
      state: o.state,
      operationId: operations.get(o.operation)!,
    })),
    now.toISOString(),
  );
  return { accounts: doc.accounts.length, operations: created.length };
}

/**
 * Imports a document (docs/data-format.md) into the user's account, which must hold no books yet
 * (409 otherwise): checked whole first, then written in one transaction, all or nothing.
 */
export async function importDocument(
  db: Executor,
  userId: number,
  bytes: Uint8Array | null,
  now: Date,
): Promise<PortabilityImportDto> {
  if (!bytes) throw AppError.badRequest(PortabilityCode.noFile);
  const doc = readDocument(bytes);
  await checkReferenceData(db, doc);
  const work = (trx: Executor) => restoreBooks(trx, userId, doc, now);
  return inTransaction(db, work);
}

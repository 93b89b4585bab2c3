import { CategoryId } from '../../../../contract/categories';
import { groupBy } from '../../../../contract/collections';
import { DebitCredit } from '../../../../contract/debit-credit';
import type { OperationAccountRef, OperationDto } from '../../../../contract/operations-dto';
import { mainPart } from '../../../../contract/operations-split';
import type { TagDto } from '../../../../contract/tags';
import type { OperationRow } from './operations-read.repository';

// Rows of operations-read.repository.ts → OperationDto. No type, payee or category is id -1
// with an empty name, as the payees' answers do.

const NONE = -1;

export interface PartRow {
  id: number;
  operationId: number;
  categoryId: number | null;
  categoryName: string | null;
  amount: number;
  memo: string | null;
}

export interface ReadRows {
  accounts: ReadonlyMap<number, OperationAccountRef>;
  parts: ReadonlyMap<number, PartRow[]>;
  tags: ReadonlyMap<number, TagDto[]>;
}

interface AccountRow {
  id: number;
  name: string;
  currencyId: number;
  symb: string;
}

export function toReadRows(
  accounts: readonly AccountRow[],
  parts: readonly PartRow[],
  tags: readonly { splitOperationId: number; tagId: number; name: string }[],
): ReadRows {
  const ref = (a: AccountRow) => ({
    accountId: a.id,
    name: a.name,
    currency: { currencyId: a.currencyId, symb: a.symb },
  });
  return {
    accounts: new Map(accounts.map((a) => [a.id, ref(a)])),
    parts: groupBy(
      parts,
      (p) => p.operationId,
      (p) => p,
    ),
    tags: groupBy(
      tags,
      (t) => t.splitOperationId,
      ({ tagId, name }) => ({ tagId, name }),
    ),
  };
}

const categoryRef = (part: PartRow | null) =>
  part?.categoryId == null
    ? { categoryId: CategoryId.undefined, name: '' }
    : { categoryId: part.categoryId, name: part.categoryName ?? '' };

function accountRef(rows: ReadRows, id: number | null): OperationAccountRef | null {
  return id === null ? null : (rows.accounts.get(id) ?? null);
}

export function toOperationDto(row: OperationRow, rows: ReadRows, balance: number | null) {
  const parts = rows.parts.get(row.id) ?? [];
  const dto: OperationDto = {
    operationId: row.id,
    operationType: row.operationType,
    account: accountRef(rows, row.accountId)!,
    toAccount: accountRef(rows, row.toAccountId),
    toAmount: row.toAmount === null ? null : Math.abs(row.toAmount),
    date: row.date,
    valueDate: row.valueDate,
    amount: row.amount,
    balance,
    state: row.state,
    type: { typeId: row.typeId ?? NONE, abrv: row.typeAbrv ?? '' },
    payee: { payeeId: row.payeeId ?? NONE, name: row.payeeName ?? '' },
    memo: row.memo,
    debitCredit: row.amount < 0 ? DebitCredit.debit : DebitCredit.credit,
    splitOperations: parts.map((part) => ({
      category: categoryRef(part),
      memo: part.memo,
      amount: part.amount,
      amountAbs: Math.abs(part.amount),
      tags: rows.tags.get(part.id) ?? [],
    })),
    category: categoryRef(mainPart(parts)),
  };
  return dto;
}

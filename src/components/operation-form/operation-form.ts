import type { z } from 'zod';
import { CategoryId } from '../../../contract/categories';
import { toIsoDate } from '../../../contract/dates';
import type { Direction } from '../../../contract/debit-credit';
import type { Cents } from '../../../contract/money';
import { DEFAULT_OPERATION_TYPE_ID } from '../../../contract/operation-types';
import type { OperationDto, SplitOperationDto } from '../../../contract/operations-dto';
import { operationSaveSchema } from '../../../contract/operations-save';
import { displayedCategoryId } from '../../../contract/operations-split';
import { PayeeId } from '../../../contract/payees';
import type { TagChoice } from '../tag-picker';
import { contractResolver, topField } from '../../lib/contract-resolver';

// The operation modal's form values and their mapping to and from the contract (spec 001 §3, §5).

export interface PartValues {
  category: number;
  memo: string;
  /** Cents in the operation's direction (negative against it); null when empty, NaN while typing. */
  amount: Cents | null;
  tags: TagChoice[];
}

export interface OperationFormValues {
  account: number;
  /** ISO, the typed text while not a date, null when empty. */
  date: string | null;
  valueDate: string | null;
  /** The absolute amount typed; the side gives the sign. */
  amount: Cents | null;
  /** '-1' debit, '1' credit (radio values). */
  debitCredit: `${Direction}`;
  type: number;
  payee: number;
  memo: string;
  state: 'P' | null;
  category: number;
  tags: TagChoice[];
  splitOperations: PartValues[];
}

/** The currency of the account, as amounts show it: its symbol in fields, its code in sums. */
export interface AccountCurrency {
  symbol: string;
  code: string;
}

/** Where the split's own errors (a part needed, the remainder) are told. */
export const SPLIT_ERROR = 'splitOperations.root';

export const blankPart = (): PartValues => ({
  category: CategoryId.undefined,
  memo: '',
  amount: null,
  tags: [],
});

const toChoice = (tag: { tagId: number; name: string }): TagChoice => ({
  id: tag.tagId,
  name: tag.name,
});
export const toRef = (tag: TagChoice) => ({ tagId: tag.id });

/** A saved operation's or plan's category fields: one category with its tags, or the parts. */
export function categoryValues(dto: {
  debitCredit: Direction;
  splitOperations: readonly SplitOperationDto[];
}): Pick<OperationFormValues, 'category' | 'tags' | 'splitOperations'> {
  const category = displayedCategoryId(
    dto.splitOperations.map((part) => ({
      categoryId: part.category.categoryId,
      amount: part.amount,
    })),
  );
  const single = dto.splitOperations.length === 1 ? dto.splitOperations[0] : undefined;
  return {
    category,
    tags: single ? single.tags.map(toChoice) : [],
    splitOperations:
      category === CategoryId.split
        ? dto.splitOperations.map((part) => ({
            category: part.category.categoryId,
            memo: part.memo ?? '',
            amount: dto.debitCredit * part.amount,
            tags: part.tags.map(toChoice),
          }))
        : [],
  };
}

/** The parts as the save body sends them: none unless split. */
export const partsBody = (split: boolean, parts: readonly PartValues[]) =>
  split
    ? parts.map((part) => ({
        category: { categoryId: part.category },
        memo: part.memo,
        amount: part.amount,
        tags: part.tags.map(toRef),
      }))
    : [];

export function newOperationValues(accountId: number, today = new Date()): OperationFormValues {
  const date = toIsoDate(today);
  return {
    account: accountId,
    date,
    valueDate: date,
    amount: null,
    debitCredit: '-1',
    type: DEFAULT_OPERATION_TYPE_ID,
    payee: PayeeId.undefined,
    memo: '',
    state: null,
    category: CategoryId.undefined,
    tags: [],
    splitOperations: [],
  };
}

export function operationValues(dto: OperationDto): OperationFormValues {
  return {
    account: dto.account.accountId,
    date: dto.date,
    valueDate: dto.valueDate,
    amount: Math.abs(dto.amount),
    debitCredit: `${dto.debitCredit}`,
    type: dto.type.typeId,
    payee: dto.payee.payeeId,
    memo: dto.memo ?? '',
    state: dto.state,
    ...categoryValues(dto),
  };
}

/** The body of POST /api/operation/SIMPLE/{id}, as the server's schema reads it. */
export type OperationSaveBody = z.input<typeof operationSaveSchema>;

export function operationBody(values: OperationFormValues): OperationSaveBody {
  const split = values.category === CategoryId.split;
  return {
    account: { accountId: values.account },
    date: values.date ?? '',
    valueDate: values.valueDate ?? '',
    amount: values.amount as number,
    debitCredit: Number(values.debitCredit) as Direction,
    type: { typeId: values.type },
    payee: { payeeId: values.payee },
    memo: values.memo,
    state: values.state,
    category: { categoryId: values.category },
    tags: split ? [] : values.tags.map(toRef),
    splitOperations: partsBody(split, values.splitOperations),
  };
}

/** Where an issue of the contract's schema is told on the form. */
export function splitErrorName(path: readonly PropertyKey[]): string {
  if (path.length === 1 && path[0] === 'splitOperations') return SPLIT_ERROR;
  // A part's field: its category reference's issue told on the category.
  if (path[0] === 'splitOperations') return path.slice(0, 3).map(String).join('.');
  return topField(path);
}

/** Validates with the contract's operationSaveSchema and gives the body to send. */
export const operationResolver = contractResolver<OperationFormValues, OperationSaveBody>(
  operationSaveSchema,
  operationBody,
  splitErrorName,
);

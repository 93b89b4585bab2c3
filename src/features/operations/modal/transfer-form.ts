import type { z } from 'zod';
import type { AccountSummary } from '../../../../contract/accounts-summary';
import { CategoryId } from '../../../../contract/categories';
import { toIsoDate } from '../../../../contract/dates';
import type { Cents } from '../../../../contract/money';
import { OperationTypeAbrv, operationTypeIdOf } from '../../../../contract/operation-types';
import type { OperationDto } from '../../../../contract/operations-dto';
import { transferAmountsError, transferSaveSchema } from '../../../../contract/operations-transfer';
import { PayeeId } from '../../../../contract/payees';
import type { TagChoice } from '../../../components/tag-picker';
import { contractResolver, topField } from '../../../lib/contract-resolver';

// The transfer modal's form values and their mapping to and from the contract (spec 001 §5).

export interface TransferFormValues {
  /** The source account. */
  account: number | null;
  toAccount: number | null;
  date: string | null;
  valueDate: string | null;
  /** Sent, absolute. */
  amount: Cents | null;
  /** Received, when the two currencies differ. */
  toAmount: Cents | null;
  type: number;
  payee: number;
  memo: string;
  category: number;
  tags: TagChoice[];
}

export function newTransferValues(accountId: number, today = new Date()): TransferFormValues {
  const date = toIsoDate(today);
  return {
    account: accountId,
    toAccount: null,
    date,
    valueDate: date,
    amount: null,
    toAmount: null,
    type: operationTypeIdOf(OperationTypeAbrv.transfer),
    payee: PayeeId.undefined,
    memo: '',
    category: CategoryId.undefined,
    tags: [],
  };
}

/** A leg as the form shows it: from the debit leg's account to the credit leg's, either way. */
export function transferValues(leg: OperationDto): TransferFormValues {
  const sent = leg.amount < 0;
  const other = leg.toAccount?.accountId ?? null;
  const legAmount = Math.abs(leg.amount);
  const otherAmount = leg.toAmount ?? legAmount;
  return {
    account: sent ? leg.account.accountId : other,
    toAccount: sent ? other : leg.account.accountId,
    date: leg.date,
    valueDate: leg.valueDate,
    amount: sent ? legAmount : otherAmount,
    toAmount: sent ? otherAmount : legAmount,
    type: leg.type.typeId,
    payee: leg.payee.payeeId,
    memo: leg.memo ?? '',
    category: leg.category.categoryId,
    tags: (leg.splitOperations[0]?.tags ?? []).map((tag) => ({ id: tag.tagId, name: tag.name })),
  };
}

/** Whether the two accounts' currencies differ (then the amount received is asked). */
export function currenciesDiffer(
  accounts: readonly AccountSummary[],
  from: number | null,
  to: number | null,
): boolean {
  const currency = (id: number | null) =>
    accounts.find((account) => account.accountId === id)?.currency.currencyId;
  const [a, b] = [currency(from), currency(to)];
  return a !== undefined && b !== undefined && a !== b;
}

export type TransferSaveBody = z.input<typeof transferSaveSchema>;

const ref = <K extends string>(key: K, id: number | null) =>
  (id === null ? null : { [key]: id }) as Record<K, number>;

function transferBody(values: TransferFormValues, differ: boolean): TransferSaveBody {
  return {
    account: ref('accountId', values.account),
    toAccount: ref('accountId', values.toAccount),
    date: values.date ?? '',
    valueDate: values.valueDate ?? '',
    amount: values.amount as number,
    toAmount: differ ? values.toAmount : null,
    type: { typeId: values.type },
    payee: { payeeId: values.payee },
    memo: values.memo,
    category: { categoryId: values.category },
    tags: values.tags.map((tag) => ({ tagId: tag.id })),
  };
}

/**
 * The contract's transferSaveSchema, plus the amount rule the server checks once it knows the
 * currencies (transferAmountsError), which the form knows from the accounts.
 */
export function transferResolver(accounts: readonly AccountSummary[]) {
  const schema = transferSaveSchema.superRefine((transfer, ctx) => {
    const differ = currenciesDiffer(accounts, transfer.accountId, transfer.toAccountId);
    const error = transferAmountsError(transfer, !differ);
    if (error) ctx.addIssue({ code: 'custom', message: error, path: ['toAmount'] });
  });
  return contractResolver<TransferFormValues, TransferSaveBody>(
    schema,
    (values) => transferBody(values, currenciesDiffer(accounts, values.account, values.toAccount)),
    topField,
  );
}

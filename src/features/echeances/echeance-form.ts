import { CategoryId } from '../../../contract/categories';
import type { Direction } from '../../../contract/debit-credit';
import { DEFAULT_ECHEANCE_FREQUENCY, type EcheanceFrequency } from '../../../contract/echeances';
import type { EcheanceDto } from '../../../contract/echeances-dto';
import {
  defaultBeginDate,
  echeanceSaveSchema,
  type EcheanceSaveBody,
} from '../../../contract/echeances-save';
import type { Cents } from '../../../contract/money';
import { DEFAULT_OPERATION_TYPE_ID } from '../../../contract/operation-types';
import { OperationKind } from '../../../contract/operations';
import { PayeeId } from '../../../contract/payees';
import type { TagChoice } from '../../components/tag-picker';
import { contractResolver } from '../../lib/contract-resolver';
import {
  categoryValues,
  partsBody,
  splitErrorName,
  toRef,
  type PartValues,
} from '../../components/operation-form/operation-form';

// The planned-operation modal's values and their mapping to and from the contract (spec 001 §3,
// §5, §9). The names of the amount, category and split fields are the operation modal's, so
// its split parts field serves here too.

export interface EcheanceFormValues {
  /** ISO, the typed text while not a date, null when empty. */
  beginDate: string | null;
  frequency: EcheanceFrequency;
  operationType: OperationKind;
  account: number | null;
  toAccount: number | null;
  autoSave: boolean;
  /** The absolute amount typed; the side gives the sign. */
  amount: Cents | null;
  /** '-1' debit, '1' credit (radio values). */
  debitCredit: `${Direction}`;
  type: number;
  payee: number;
  memo: string;
  category: number;
  tags: TagChoice[];
  splitOperations: PartValues[];
  /** Budget ids as the checkboxes hold them. */
  budgets: string[];
}

export function newEcheanceValues(
  kind: OperationKind = OperationKind.simple,
  today = new Date(),
): EcheanceFormValues {
  return {
    beginDate: defaultBeginDate(today),
    frequency: DEFAULT_ECHEANCE_FREQUENCY,
    operationType: kind,
    account: null,
    toAccount: null,
    autoSave: false,
    amount: null,
    debitCredit: '-1',
    type: DEFAULT_OPERATION_TYPE_ID,
    payee: PayeeId.undefined,
    memo: '',
    category: CategoryId.undefined,
    tags: [],
    splitOperations: [],
    budgets: [],
  };
}

export function echeanceValues(dto: EcheanceDto): EcheanceFormValues {
  return {
    beginDate: dto.beginDate,
    frequency: dto.frequency,
    operationType: dto.operationType,
    account: dto.account?.accountId ?? null,
    toAccount: dto.toAccount?.accountId ?? null,
    autoSave: dto.autoSave,
    amount: Math.abs(dto.amount),
    debitCredit: `${dto.debitCredit}`,
    type: dto.type.typeId,
    payee: dto.payee.payeeId,
    memo: dto.memo ?? '',
    ...categoryValues(dto),
    budgets: dto.budgets.map((budget) => String(budget.accountId)),
  };
}

export function echeanceBody(values: EcheanceFormValues): EcheanceSaveBody {
  const split = values.category === CategoryId.split;
  const transfer = values.operationType === OperationKind.transfer;
  return {
    beginDate: values.beginDate ?? '',
    frequency: values.frequency,
    operationType: values.operationType,
    account: values.account === null ? null : { accountId: values.account },
    toAccount: transfer && values.toAccount !== null ? { accountId: values.toAccount } : null,
    autoSave: values.autoSave,
    amount: values.amount as number,
    debitCredit: Number(values.debitCredit) as Direction,
    type: { typeId: values.type },
    payee: { payeeId: values.payee },
    memo: values.memo,
    category: { categoryId: values.category },
    tags: split ? [] : values.tags.map(toRef),
    splitOperations: partsBody(split, values.splitOperations),
    budgets: values.budgets.map(Number),
  };
}

/** Validates with the contract's echeanceSaveSchema and gives the body to send. */
export const echeanceResolver = contractResolver<EcheanceFormValues, EcheanceSaveBody>(
  echeanceSaveSchema,
  echeanceBody,
  splitErrorName,
);

import { z } from 'zod';
import { DebitCredit, debitCreditSchema, type Direction } from './debit-credit';
import { idSchema } from './ids';

/** Operation types (spec 001 §3 Type), as GET /api/type answers them. */
export const operationTypeDtoSchema = z.object({
  typeId: idSchema,
  name: z.string(),
  /** -1 debit only, 1 credit only, 0 either way (a cheque can be written or cashed). */
  debitCredit: debitCreditSchema,
  abrv: z.string(),
});
export type OperationTypeDto = z.infer<typeof operationTypeDtoSchema>;

/** No type chosen (spec 001 §9: default type id -1); stored as NULL. */
export const DEFAULT_OPERATION_TYPE_ID = -1;

/** The abbreviations of the types, which imports and labels (`operation.type.<abrv>`) name. */
export const OperationTypeAbrv = {
  card: 'CB',
  cheque: 'CHQ',
  transfer: 'VIR',
  directDebit: 'PRLV',
  cash: 'ESP',
  withdrawal: 'RET',
  deposit: 'REM',
  interbankPayment: 'TIP',
  fee: 'FRAIS',
  interest: 'INT',
  other: 'AUT',
} as const;
export type OperationTypeAbrv = (typeof OperationTypeAbrv)[keyof typeof OperationTypeAbrv];

const { credit, debit, either } = DebitCredit;

/** The rows of migration 0002, whose ids are fixed so that code and tests can name them. */
export const OPERATION_TYPES = [
  { typeId: 1, abrv: OperationTypeAbrv.card, debitCredit: debit },
  { typeId: 2, abrv: OperationTypeAbrv.cheque, debitCredit: either },
  { typeId: 3, abrv: OperationTypeAbrv.transfer, debitCredit: either },
  { typeId: 4, abrv: OperationTypeAbrv.directDebit, debitCredit: debit },
  { typeId: 5, abrv: OperationTypeAbrv.cash, debitCredit: either },
  { typeId: 6, abrv: OperationTypeAbrv.withdrawal, debitCredit: debit },
  { typeId: 7, abrv: OperationTypeAbrv.deposit, debitCredit: credit },
  { typeId: 8, abrv: OperationTypeAbrv.interbankPayment, debitCredit: debit },
  { typeId: 9, abrv: OperationTypeAbrv.fee, debitCredit: debit },
  { typeId: 10, abrv: OperationTypeAbrv.interest, debitCredit: credit },
  { typeId: 11, abrv: OperationTypeAbrv.other, debitCredit: either },
] as const satisfies readonly Omit<OperationTypeDto, 'name'>[];

export function operationTypeIdOf(abrv: OperationTypeAbrv): number {
  return OPERATION_TYPES.find((type) => type.abrv === abrv)?.typeId ?? DEFAULT_OPERATION_TYPE_ID;
}

/** The types an operation of that direction may take. */
export function typesFor<T extends { debitCredit: number }>(
  types: readonly T[],
  direction: Direction,
) {
  return types.filter((type) => type.debitCredit === either || type.debitCredit === direction);
}

/** API → storage: the default type (-1) is stored as no type. */
export function typeIdFromApi(typeId: number | null | undefined): number | null {
  return typeId == null || typeId === DEFAULT_OPERATION_TYPE_ID ? null : typeId;
}

export function typeIdToApi(typeId: number | null): number {
  return typeId ?? DEFAULT_OPERATION_TYPE_ID;
}

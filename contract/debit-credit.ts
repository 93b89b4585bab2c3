import { z } from 'zod';

/** 1 credit, -1 debit (spec 001 §3); payees and operation types also use 0 for either way. */
export const DebitCredit = { credit: 1, debit: -1, either: 0 } as const;
export type DebitCredit = (typeof DebitCredit)[keyof typeof DebitCredit];
export type Direction = typeof DebitCredit.credit | typeof DebitCredit.debit;

export const directionSchema = z.union([
  z.literal(DebitCredit.credit),
  z.literal(DebitCredit.debit),
]);
export const debitCreditSchema = z.union([directionSchema, z.literal(DebitCredit.either)]);

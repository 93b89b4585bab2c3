import { z } from 'zod';

/** An operation is simple, or one leg of a transfer between two accounts (spec 001 §3). */
export const OperationKind = { simple: 'SIMPLE', transfer: 'TRANSFER' } as const;
export type OperationKind = (typeof OperationKind)[keyof typeof OperationKind];
export const operationKindSchema = z.enum([OperationKind.simple, OperationKind.transfer]);

/** Operation state: NULL when unchecked, 'P' when pointed. */
export const POINTED = 'P' as const;
export const operationStateSchema = z.literal(POINTED).nullable();

export const BudgetType = { planned: 'PLANNED', previsionnel: 'PREVISIONNEL' } as const;
export type BudgetType = (typeof BudgetType)[keyof typeof BudgetType];

/** Search result cap (spec 001 §9): beyond it, operation.search.too-much-results. */
export const SEARCH_RESULT_CAP = 1500;

/**
 * GET /api/operation answers the balance of the period's start in this header: the initial
 * balances plus every operation before the first line, so the screen can run the balance down.
 */
export const OPERATION_BALANCE_HEADER = 'X-Balance';
/** With a page of GET /api/operation: how many lines the whole period holds. */
export const OPERATION_TOTAL_HEADER = 'X-Total-Count';

/** At most this many ids in one bulk delete or export (a year of a busy account fits). */
export const OPERATION_IDS_MAX = 10_000;

export const OPERATION_MEMO_MAX = 500;

/** An operation is simple, or one leg of a transfer between two accounts (spec 001 §3). */
export const OperationKind = { simple: 'SIMPLE', transfer: 'TRANSFER' } as const;
export type OperationKind = (typeof OperationKind)[keyof typeof OperationKind];

/** Operation state: NULL when unchecked, 'P' when pointed. */
export const POINTED = 'P' as const;

export const BudgetType = { planned: 'PLANNED', previsionnel: 'PREVISIONNEL' } as const;
export type BudgetType = (typeof BudgetType)[keyof typeof BudgetType];

// How many statements each request of the mix may run, in one place (issue 27): the home's
// calls, the month page of the operations screen, a one-year analysis and a write. The test
// (statement-budgets.int.test.ts) runs each on a small book on both databases and fails when a
// request runs more, or reads category_month_sums where it is not allowed to: balances and
// totals per account come from account_month_sums. Budgets are what the code runs, not more:
// a change that needs more says so here. The session's one statement also brings the books
// version, the terms agreement and whether a subscription is live (session-user.repository.ts):
// GET /api/user, the kept month page and a kept analysis (docs/decisions/heavy-reads.md) run
// nothing else.

export interface StatementBudget {
  /** Statements the request may run, the session's and the books version's included. */
  statements: number;
  /** Whether it may read the category rollup (sums by category need it, balances never). */
  categoryRollup: boolean;
}

export const STATEMENT_BUDGETS = {
  'signed in: the user': { statements: 1, categoryRollup: false },
  'home: banks': { statements: 3, categoryRollup: false },
  'home: budgets': { statements: 5, categoryRollup: false },
  'home: main account balance each day of the year': { statements: 7, categoryRollup: false },
  "home: last month's expenses by category": { statements: 5, categoryRollup: true },
  "home: today's balances by account type": { statements: 7, categoryRollup: false },
  "home: the budget's difference": { statements: 7, categoryRollup: true },
  'month page: operations': { statements: 7, categoryRollup: false },
  'month page: operations, kept': { statements: 1, categoryRollup: false },
  'month page: pointed balance': { statements: 3, categoryRollup: false },
  'month page: last statement': { statements: 3, categoryRollup: false },
  'month page: accounts': { statements: 3, categoryRollup: false },
  'month page: operation types': { statements: 2, categoryRollup: false },
  'analysis: one year by category and month': { statements: 5, categoryRollup: true },
  'analysis: the same again, the books unchanged': { statements: 1, categoryRollup: false },
  'write: an operation split in three': { statements: 6, categoryRollup: true },
} satisfies Record<string, StatementBudget>;

export type RequestKind = keyof typeof STATEMENT_BUDGETS;

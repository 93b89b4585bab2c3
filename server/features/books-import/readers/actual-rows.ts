// The rows of an Actual budget's db.sqlite the reader needs, in the table and column names of
// Actual's own schema (loot-core's migrations, as @actual-app/api 26.9 leaves them). Deleted rows
// stay in the file with tombstone = 1; ids given to a transaction's payee and category go through
// payee_mapping and category_mapping (merged payees, deleted categories).

export interface ActualAccountRow {
  id: string;
  name: string | null;
  offbudget: number;
  closed: number;
  type: string | null;
  bankName: string | null;
}

export interface ActualGroupRow {
  id: string;
  name: string | null;
  is_income: number;
}

export interface ActualCategoryRow extends ActualGroupRow {
  cat_group: string | null;
}

export interface ActualPayeeRow {
  id: string;
  name: string | null;
  transfer_acct: string | null;
}

export interface ActualTransactionRow {
  id: string;
  isParent: number;
  isChild: number;
  parent_id: string | null;
  acct: string;
  category: string | null;
  amount: number | null;
  payee: string | null;
  notes: string | null;
  date: number;
  starting_balance_flag: number;
  transferred_id: string | null;
  cleared: number | null;
  tombstone: number;
}

export interface ActualScheduleRow {
  id: string;
  name: string | null;
  completed: number;
  conditions: string | null;
  actions: string | null;
  nextDate: number | null;
}

export interface ActualBudgetRow {
  month: number;
  category: string;
  amount: number | null;
}

export interface ActualRows {
  preferences: Map<string, string>;
  accounts: ActualAccountRow[];
  groups: ActualGroupRow[];
  categories: ActualCategoryRow[];
  categoryMapping: Map<string, string>;
  payees: ActualPayeeRow[];
  payeeMapping: Map<string, string>;
  transactions: ActualTransactionRow[];
  schedules: ActualScheduleRow[];
  budgets: ActualBudgetRow[];
  /** The tags Actual keeps a colour or a description for (the others are only in notes). */
  tags: string[];
  /** Rules of their own, not those behind a schedule. */
  ruleCount: number;
}

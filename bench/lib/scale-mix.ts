// The scale bench's mix of pages, over many signed-in users: what one "visit" asks the servers.

export interface ScaleUser {
  /** cookie and X-XSRF-TOKEN, as the SPA sends them. */
  headers: Record<string, string>;
  accountIds: number[];
  /** 'yyyy-MM' months with operations. */
  months: string[];
  budgetId: number | null;
  debitCategoryId: number;
}

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export type VisitKind = 'month' | 'home' | 'analysis' | 'write';

/** 70 % month pages, 20 % homes, 8 % one-year analyses, 2 % writes (issue 27). */
export const MIX: readonly (readonly [VisitKind, number])[] = [
  ['month', 0.7],
  ['home', 0.2],
  ['analysis', 0.08],
  ['write', 0.02],
];

const iso = (date: Date) => date.toISOString().slice(0, 10);

function dates() {
  const now = new Date();
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    today: iso(now),
    yearAgo: iso(new Date(Date.UTC(year - 1, month, now.getUTCDate() + 1))),
    lastMonth: iso(new Date(Date.UTC(year, month - 1, 1))).slice(0, 7),
  };
}

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)]!;

export function kindOf(draw: number): VisitKind {
  let sum = 0;
  for (const [kind, share] of MIX) {
    sum += share;
    if (draw < sum) return kind;
  }
  return 'month';
}

/** The calls of one visit of `kind`; a home's are sent together, as the SPA does. */
export function callsOf(kind: VisitKind, user: ScaleUser, random: () => number): Call[] {
  const { today, yearAgo, lastMonth } = dates();
  const get = (path: string): Call => ({ method: 'GET', path });
  switch (kind) {
    case 'month':
      return [
        get(
          `/api/operation?accounts=${pick(user.accountIds, random)}&yearMonth=${pick(user.months, random)}&orderBy=date`,
        ),
      ];
    case 'home':
      return [
        get('/api/bank'),
        get('/api/budgets'),
        get(
          `/api/analysis?groupBy=ACCOUNT,DAY&mainAccount=true&accumulate=true&emptyAccount=true&startValueDate=${yearAgo}&endValueDate=${today}`,
        ),
        get(
          `/api/analysis?groupBy=CATEGORY&yearMonth=${lastMonth}&debit=true&withoutTransfer=true`,
        ),
        get(
          `/api/analysis?groupBy=ACCOUNT_TYPE,ACCOUNT&accumulate=true&emptyAccount=true&startValueDate=${today}&endValueDate=${today}`,
        ),
        ...(user.budgetId === null
          ? []
          : [get(`/api/difference?budgetId=${user.budgetId}&month=${lastMonth}&groupBy=CATEGORY`)]),
      ];
    case 'analysis':
      return [
        get(`/api/analysis?groupBy=CATEGORY,MONTH&startValueDate=${yearAgo}&endValueDate=${today}`),
      ];
    case 'write': {
      const body = {
        account: { accountId: user.accountIds[0] },
        date: today,
        valueDate: today,
        amount: 100 + Math.floor(random() * 5_000),
        debitCredit: -1,
        category: { categoryId: user.debitCategoryId },
      };
      return [{ method: 'POST', path: '/api/operation/SIMPLE/0', body: JSON.stringify(body) }];
    }
  }
}

import type { GncBook } from './gnucash-book';
import { all, gdateOfSql, int, text, type Db } from './gnucash-sqlite-rows';

// The SQL backend's plans: scheduled transactions and budgets, each with its recurrences (rows
// of the recurrences table naming their owner), and the budgets' amounts per account and period.

const recurrencesOf = (db: Db, tables: ReadonlySet<string>) =>
  (tables.has('recurrences') ? all(db, 'SELECT * FROM recurrences ORDER BY id') : []).map((r) => ({
    owner: text(r.obj_guid),
    mult: int(r.recurrence_mult),
    periodType: text(r.recurrence_period_type),
    start: gdateOfSql(r.recurrence_period_start) ?? '',
  }));

export function budgetsOf(db: Db, tables: ReadonlySet<string>): GncBook['budgets'] {
  const recurrences = recurrencesOf(db, tables);
  const amounts = tables.has('budget_amounts') ? all(db, 'SELECT * FROM budget_amounts') : [];
  return all(db, 'SELECT guid, name FROM budgets').map((row) => ({
    guid: text(row.guid),
    name: text(row.name),
    recurrence: recurrences.find((r) => r.owner === text(row.guid)) ?? null,
    amounts: amounts
      .filter((a) => text(a.budget_guid) === text(row.guid))
      .map((a) => ({
        accountGuid: text(a.account_guid),
        period: int(a.period_num),
        amount: { num: BigInt(a.amount_num as bigint), denom: BigInt(a.amount_denom as bigint) },
      })),
  }));
}

export function scheduledOf(db: Db, tables: ReadonlySet<string>): GncBook['scheduled'] {
  const recurrences = recurrencesOf(db, tables);
  return all(db, 'SELECT * FROM schedxactions').map((row) => ({
    guid: text(row.guid),
    name: text(row.name),
    enabled: int(row.enabled) !== 0,
    start: gdateOfSql(row.start_date),
    end: gdateOfSql(row.end_date),
    last: gdateOfSql(row.last_occur),
    numOccur: int(row.num_occur),
    remOccur: int(row.rem_occur),
    templateAccountGuid: text(row.template_act_guid),
    recurrences: recurrences
      .filter((r) => r.owner === text(row.guid))
      .map(({ mult, periodType, start }) => ({ mult, periodType, start })),
  }));
}

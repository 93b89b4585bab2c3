import { csvRecords, invalidBooksFile, type CsvRecord } from './csv-book-rows';
import { centsOf, currencyOf, dateOrderOf, decimalMarkOf, isoDateOf } from './ynab-formats';

// The register of YNAB's export ("<budget> as of <date> - Register.csv"): one row per
// transaction, a split written as one row per part, its memo opened by "Split (i/n)".

export const REGISTER_COLUMNS = ['Account', 'Date', 'Payee', 'Memo', 'Outflow', 'Inflow'] as const;

export interface YnabRow {
  account: string;
  flag: string | null;
  date: string;
  payee: string | null;
  /** The category group and category, both null when uncategorised (a transfer). */
  group: string | null;
  category: string | null;
  memo: string | null;
  /** Signed cents: inflow less outflow. */
  amount: number;
  cleared: boolean;
  /** The part's place in its split ("Split (2/3)"), null for a whole transaction. */
  split: { index: number; count: number } | null;
  /** What the row's content key hashes: read values, not as written (the formats may change). */
  content: readonly (string | number | null)[];
}

const SPLIT_MEMO = /^Split \((\d+)\/(\d+)\)\s?([\s\S]*)$/;

const text = (value: string | undefined) => (value ?? '').trim() || null;

/** The group and category of a row, from their columns or from "Group: Category". */
function categoryOf(record: CsvRecord): Pick<YnabRow, 'group' | 'category'> {
  const group = text(record['Category Group']);
  const category = text(record.Category);
  if (group !== null && category !== null) return { group, category };
  const both = text(record['Category Group/Category']);
  const separator = both?.indexOf(': ') ?? -1;
  if (both === null || separator < 0) return { group: null, category: null };
  return { group: both.slice(0, separator), category: both.slice(separator + 2) };
}

function splitOf(memo: string | null): Pick<YnabRow, 'memo' | 'split'> {
  const match = memo === null ? null : SPLIT_MEMO.exec(memo);
  if (!match) return { memo, split: null };
  const split = { index: Number(match[1]), count: Number(match[2]) };
  if (split.index < 1 || split.index > split.count) throw invalidBooksFile();
  return { memo: text(match[3]), split };
}

export interface YnabRegister {
  rows: YnabRow[];
  currency: string;
}

export function ynabRegister(csvText: string): YnabRegister {
  const records = csvRecords(csvText, REGISTER_COLUMNS);
  if (records.length === 0) throw invalidBooksFile();
  const amounts = records.flatMap((record) => [record.Outflow ?? '', record.Inflow ?? '']);
  const mark = decimalMarkOf(amounts);
  const order = dateOrderOf(
    records.map((record) => record.Date ?? ''),
    mark,
  );
  const rows = records.map((record): YnabRow => {
    const account = text(record.Account);
    if (account === null) throw invalidBooksFile();
    const row = {
      account,
      flag: text(record.Flag),
      date: isoDateOf(record.Date ?? '', order),
      payee: text(record.Payee),
      ...categoryOf(record),
      ...splitOf(text(record.Memo)),
      amount: centsOf(record.Inflow ?? '', mark) - centsOf(record.Outflow ?? '', mark),
      cleared: ['cleared', 'reconciled'].includes((record.Cleared ?? '').trim().toLowerCase()),
    };
    const { account: a, date, payee, group, category, memo, amount } = row;
    return { ...row, content: [a, date, payee, group, category, memo, amount] };
  });
  return { rows, currency: currencyOf(amounts) };
}

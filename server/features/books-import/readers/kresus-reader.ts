import {
  BooksImportCode,
  foreignBooksSchema,
  type ForeignBooks,
} from '../../../../contract/books-import';
import { AppError } from '../../../http/app-error';
import type { BookFile, BookReadOptions, BookReader } from '../book-readers';
import { kresusAccounts } from './kresus-accounts';
import { kresusBudgetGoals } from './kresus-budgets';
import { decryptKresusData } from './kresus-decrypt';
import { kresusWorldSchema, withCurrentNames, type KresusWorld } from './kresus-export-schema';
import { kresusNotBrought } from './kresus-not-brought';
import { kresusSchedule } from './kresus-recurring';
import { kresusTransactions, sumsByAccount } from './kresus-transactions';

// Kresus's instance export (its settings page, POST /api/all/export), plain or encrypted with a
// passphrase. Kresus 0.26 keeps categories flat: they come without parents.

export type KresusReadOptions = BookReadOptions;

const HEAD_BYTES = 4096;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function recognizes(files: readonly BookFile[]): boolean {
  const [file] = files;
  if (!file || files.length !== 1) return false;
  const head = file.bytes.subarray(0, HEAD_BYTES).toString('utf8').trimStart();
  if (!head.startsWith('{')) return false;
  if (/^\{\s*"encrypted"\s*:\s*(true|false)\s*,\s*"data"\s*:/.test(head)) return true;
  return /"accesses"\s*:\s*\[/.test(head) && /"accounts"\s*:\s*\[/.test(head);
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    throw new AppError(422, BooksImportCode.invalidFile);
  }
}

async function worldOf(file: unknown, options: KresusReadOptions): Promise<KresusWorld> {
  if (!isObject(file)) throw new AppError(422, BooksImportCode.invalidFile);
  const wrapped = typeof file.encrypted === 'boolean';
  let world: unknown = wrapped ? file.data : file;
  if (file.encrypted === true) {
    if (typeof world !== 'string') throw new AppError(422, BooksImportCode.invalidFile);
    world = await decryptKresusData(world, options);
  }
  if (!isObject(world) || !Array.isArray(world.accounts) || !Array.isArray(world.accesses)) {
    throw new AppError(422, BooksImportCode.invalidFile);
  }
  const parsed = kresusWorldSchema.safeParse(withCurrentNames(world));
  if (!parsed.success) throw new AppError(422, BooksImportCode.invalidFile);
  return parsed.data;
}

function booksOf(world: KresusWorld): ForeignBooks {
  const { transactions, payees, ...leftovers } = kresusTransactions(world);
  const schedule = kresusSchedule(world);
  const budgets = kresusBudgetGoals(world);
  const payeeNames = new Set(payees.map((p) => p.key));
  const schedulePayees = schedule.scheduled.flatMap((s) =>
    s.payeeKey && !payeeNames.has(s.payeeKey) ? [{ key: s.payeeKey, name: s.payeeKey }] : [],
  );
  return {
    source: 'KRESUS',
    accounts: kresusAccounts(world, sumsByAccount(transactions)),
    categories: world.categories.map((c) => ({
      key: String(c.id),
      name: c.label,
      parentKey: null,
      kind: null,
    })),
    payees: [...payees, ...new Map(schedulePayees.map((p) => [p.key, p])).values()],
    tags: [],
    transactions,
    scheduled: schedule.scheduled,
    budgetGoals: budgets.budgetGoals,
    notBrought: kresusNotBrought(world, { ...leftovers, budgets: budgets.left, schedule }),
  };
}

async function read(files: readonly BookFile[], options: KresusReadOptions) {
  const [file] = files;
  if (!file || files.length !== 1) throw new AppError(422, BooksImportCode.invalidFile);
  const world = await worldOf(parseJson(file.bytes), options);
  const books = foreignBooksSchema.safeParse(booksOf(world));
  if (!books.success) throw new AppError(422, BooksImportCode.invalidFile);
  return books.data;
}

export const kresusReader: BookReader = { source: 'KRESUS', recognizes, read };

import type { ForeignBooks, NotBrought } from '../../../../contract/books-import';
import type { BookFile, BookReader } from '../book-readers';
import { foreignBooksProblems } from '../foreign-books-checks';
import { accountsOf, categoriesOf, payeesOf, tagsOf } from './homebank-lists';
import { scheduledItemsOf, type ScheduledItems } from './homebank-scheduled';
import { operationsOf, type OperationContext, type Operations } from './homebank-transactions';
import { invalidFile } from './homebank-values';
import {
  elementsNamed,
  looksLikeHomebank,
  readHomebankDocument,
  type HomebankDocument,
} from './homebank-xml';

// HomeBank's .xhb file (https://www.gethomebank.org), one XML file holding the whole books.

const BUDGET_ATTRIBUTES = Array.from({ length: 13 }, (_, month) => `b${month}`);

function entry(kind: NotBrought['kind'], count: number, detail: string | null): NotBrought[] {
  return count > 0 ? [{ kind, count, detail }] : [];
}

function notBroughtOf(document: HomebankDocument, operations: Operations, items: ScheduledItems) {
  const { voided, reminders } = operations;
  const budgeted = elementsNamed(document, 'cat').filter((c) =>
    BUDGET_ATTRIBUTES.some((name) => (c[name] ?? '0') !== '0'),
  );
  const filters = elementsNamed(document, 'flt').length;
  const groups = elementsNamed(document, 'grp').length;
  return [
    ...entry('SCHEDULE', items.unrepeatable.length, items.unrepeatable.join(', ')),
    ...entry('RULE', elementsNamed(document, 'asg').length, null),
    ...entry('BUDGET', budgeted.length, budgeted.map((c) => c.name).join(', ')),
    ...entry('DELETED', voided, null),
    ...entry('TEMPLATE', items.templates.length, items.templates.join(', ')),
    ...entry('REMINDER', reminders, null),
    ...entry('FILTER', filters, null),
    ...entry('ACCOUNT_GROUP', groups, null),
  ];
}

function booksOf(document: HomebankDocument): ForeignBooks {
  const accounts = accountsOf(document);
  const categories = categoriesOf(document);
  const payees = payeesOf(document);
  const tags = tagsOf(document);
  const context: OperationContext = {
    accountKeys: new Set(accounts.map((a) => a.key)),
    payeeKeys: new Set(payees.map((p) => p.key)),
    categoryKeys: new Set(categories.map((c) => c.key)),
    tagKeyByName: new Map(tags.map((t) => [t.name, t.key])),
    dataVersion: document.dataVersion,
  };
  const operations = operationsOf(document, context);
  const items = scheduledItemsOf(document, context);
  const books: ForeignBooks = {
    source: 'HOMEBANK',
    accounts,
    categories,
    payees,
    tags,
    transactions: operations.transactions,
    scheduled: items.scheduled,
    budgetGoals: [],
    notBrought: notBroughtOf(document, operations, items),
  };
  // A file HomeBank itself would repair or refuse (a key twice, a category its own parent).
  if (foreignBooksProblems(books).length > 0) throw invalidFile();
  return books;
}

function onlyFile(files: readonly BookFile[]): BookFile {
  const [file, ...others] = files;
  if (!file || others.length > 0) throw invalidFile();
  return file;
}

export const homebankReader: BookReader = {
  source: 'HOMEBANK',
  recognizes: (files) => files.length === 1 && looksLikeHomebank(files[0]!.bytes),
  read: (files) =>
    Promise.resolve().then(() => booksOf(readHomebankDocument(onlyFile(files).bytes))),
};

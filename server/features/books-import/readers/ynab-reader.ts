import type { BookFile, BookReader } from '../book-readers';
import { firstLine, headerNames, invalidBooksFile, utf8Text } from './csv-book-rows';
import { ynabBooks } from './ynab-books';
import { PLAN_COLUMNS, ynabPlan } from './ynab-plan';
import { REGISTER_COLUMNS, ynabRegister } from './ynab-register';

// YNAB's export: a zip holding "<budget> as of <date> - Register.csv" and "… - Plan.csv"
// ("… - Budget.csv" before 2025), unpacked before the reader is called, or the two files sent
// loose. The files are known by their header lines, whatever their names. YNAB 4's register
// (Master Category, Sub Category, Running Balance) is another format, not taken for this one.

const hasColumns = (file: BookFile, columns: readonly string[], oneOf: readonly string[]) => {
  const names = headerNames(firstLine(file.bytes));
  return columns.every((c) => names.includes(c)) && oneOf.some((c) => names.includes(c));
};

const isRegister = (file: BookFile) =>
  hasColumns(file, REGISTER_COLUMNS, ['Category Group/Category', 'Category Group']);
const isPlan = (file: BookFile) => hasColumns(file, PLAN_COLUMNS, ['Assigned', 'Budgeted']);

export const ynabReader: BookReader = {
  source: 'YNAB',
  recognizes: (files) => files.some(isRegister),
  read: async (files) => {
    const register = files.find(isRegister);
    if (!register) throw invalidBooksFile();
    const plan = files.find(isPlan);
    return ynabBooks(
      ynabRegister(utf8Text(register.bytes)),
      plan ? ynabPlan(utf8Text(plan.bytes)) : [],
    );
  },
};

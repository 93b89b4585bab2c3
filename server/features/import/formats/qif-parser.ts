import { dateOrderOf, parseBankDate, type DateOrder } from './bank-dates';
import {
  BankFileError,
  emptyStatement,
  type BankFile,
  type BankLine,
  type BankLinePart,
  type BankStatement,
} from './bank-file';
import { parseDecimalCents } from './decimal-cents';

// QIF: records of one-letter fields ended by ^ (the last one may lack it), under !Type: headers,
// optionally one !Account block per account. No balances. Dates are day-first or month-first:
// the file's dates decide; Quicken's apostrophe year (1/ 1'00) is month-first; a file whose every
// date reads both ways is taken day-first (French banks).

type Fields = [letter: string, value: string][];

interface Section {
  name: string | null;
  type: string | null;
  records: Fields[];
}

function sectionsOf(text: string): Section[] {
  const sections: Section[] = [{ name: null, type: null, records: [] }];
  let current: Fields = [];
  let inAccount = false;
  const section = () => sections[sections.length - 1]!;
  const endRecord = () => {
    if (current.length > 0 && !inAccount) section().records.push(current);
    if (current.length > 0 && inAccount) {
      const name = current.find(([letter]) => letter === 'N')?.[1] ?? null;
      sections.push({ name, type: null, records: [] });
    }
    current = [];
  };
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trimEnd();
    if (line.startsWith('!')) {
      endRecord();
      inAccount = /^!Account/i.test(line);
      const type = /^!Type:(.*)$/i.exec(line)?.[1];
      if (type !== undefined) section().type = type.trim();
    } else if (line === '^') {
      endRecord();
      inAccount = false;
    } else if (line.trim() !== '') {
      current.push([line[0]!, line.slice(1).trim()]);
    }
  }
  endRecord();
  return sections.filter((s) => s.records.length > 0 || s.name !== null);
}

function orderOf(sections: readonly Section[]): DateOrder {
  const dates = sections.flatMap((s) =>
    s.records.flatMap((r) => r.filter(([l]) => l === 'D').map(([, v]) => v)),
  );
  if (dates.some((date) => date.includes("'"))) return dateOrderOf(dates, 'MDY') ?? 'MDY';
  return dateOrderOf(dates, 'DMY') ?? 'DMY';
}

function partsOf(fields: Fields): BankLinePart[] {
  const parts: BankLinePart[] = [];
  for (const [letter, value] of fields) {
    if (letter === 'S') {
      const transfer = /^\[(.*)\]$/.exec(value)?.[1] ?? null;
      parts.push({
        amount: 0,
        category: transfer === null ? value : null,
        memo: null,
        transferAccount: transfer,
      });
    } else if (letter === 'E' && parts.length > 0) {
      parts[parts.length - 1]!.memo = value;
    } else if (letter === '$' && parts.length > 0) {
      const amount = parseDecimalCents(value, '.');
      if (amount === null) throw new BankFileError('import.file.unreadable');
      parts[parts.length - 1]!.amount = amount;
    }
  }
  return parts;
}

function lineOf(fields: Fields, order: DateOrder): BankLine {
  const field = (letter: string) => fields.find(([l]) => l === letter)?.[1] ?? null;
  const date = parseBankDate(field('D') ?? '', order);
  const amount = parseDecimalCents(field('T') ?? field('U') ?? '', '.');
  if (date === null || amount === null) throw new BankFileError('import.file.unreadable');
  const payee = field('P');
  const memo = field('M');
  const category = field('L');
  const transfer = category === null ? null : (/^\[(.*)\]$/.exec(category)?.[1] ?? null);
  const parts = partsOf(fields);
  return {
    date,
    valueDate: null,
    amount,
    label: payee ?? memo ?? '',
    memo: payee === null ? null : memo,
    bankId: null,
    checkNumber: field('N'),
    category: parts.length > 0 || transfer !== null ? null : category,
    parts:
      transfer !== null && parts.length === 0
        ? [{ amount, category: null, memo: null, transferAccount: transfer }]
        : parts,
  };
}

export function looksLikeQif(text: string): boolean {
  return /^\s*!(Type|Account|Option)/i.test(text);
}

export function parseQif(text: string): BankFile {
  const sections = sectionsOf(text);
  const order = orderOf(sections);
  const statements = sections
    .filter((section) => !/^(Cat|Class|Memorized)/i.test(section.type ?? ''))
    .map((section): BankStatement => ({
      ...emptyStatement(),
      account: { number: section.name, bankId: null, type: section.type },
      lines: section.records.map((record) => lineOf(record, order)),
    }));
  if (statements.length === 0) throw new BankFileError('import.file.noStatement');
  return { format: 'QIF', statements };
}

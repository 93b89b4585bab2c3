import {
  BankFileError,
  emptyStatement,
  type BankFile,
  type BankStatement,
  type ReadOptions,
} from './bank-file';
import { qifDateReading } from './qif-dates';
import { qifLineOf } from './qif-lines';
import { fieldOf, isBankSection, qifSectionsOf, type QifSection } from './qif-sections';

// QIF, as Quicken, GnuCash and banks write it: records of one-letter fields ended by ^ (the last
// one may lack it), under !Type: headers, each account's after its !Account block. No balances.

/** A header first, after blank lines and comment lines (# …). */
const QIF_START = /^(?:[^\S\r\n]*(?:#[^\r\n]*)?(?:\r\n|\r|\n))*[^\S\r\n]*!(Type|Account|Option)/i;

export function looksLikeQif(text: string): boolean {
  return QIF_START.test(text);
}

function statementOf(section: QifSection, order: 'DMY' | 'MDY'): BankStatement {
  return {
    ...emptyStatement(),
    account: { number: section.account, bankId: null, type: section.type },
    lines: section.records.map((record) => qifLineOf(record, order)),
  };
}

export function parseQif(text: string, options: ReadOptions = {}): BankFile {
  const sections = qifSectionsOf(text).filter(
    (section) => isBankSection(section) && (section.records.length > 0 || section.account !== null),
  );
  if (sections.length === 0) throw new BankFileError('import.file.noStatement');
  const dates = sections.map((section) => section.records.map((r) => fieldOf(r, 'D') ?? ''));
  const { order, unsure } = qifDateReading(dates, options.dateOrder ?? null);
  const statements = sections.map((section) => statementOf(section, order));
  return { format: 'QIF', statements, ...(unsure ? { dateOrderUnsure: true } : {}) };
}

import { MessageCode } from '../../../../contract/message-codes';
import { BankFileError, type BankFile } from './bank-file';
import { roundingWarnings } from './decimal-cents';
import { readStatement, STATEMENT_NAMES } from './ofx-statements';
import { findOutermost, readMarkup } from './sgml-tree';

// OFX 1.x (SGML) and 2.x (XML), QFX too: bank, credit-card and investment-cash statements, several
// per file. A file cut short is never taken as whole: what it completely holds is read and said
// incomplete, or it is refused when nothing is left.

export function looksLikeOfx(text: string): boolean {
  return /<OFX[\s>]/i.test(text.slice(0, 4096)) || /^\s*OFXHEADER:/i.test(text);
}

export function parseOfx(text: string): BankFile {
  const root = readMarkup(text, 'OFX');
  if (root === null) {
    const headerOnly = /^\s*OFXHEADER:/i.test(text);
    throw new BankFileError(
      headerOnly ? MessageCode.importFileIncomplete : 'import.file.unreadable',
    );
  }
  const read = findOutermost(root, ...STATEMENT_NAMES).map(readStatement);
  const statements = read.map(({ statement }) => statement);
  const cutShort = root.unfinished === true || read.some((statement) => statement.cutShort);
  const lineCount = statements.reduce((count, statement) => count + statement.lines.length, 0);
  if (cutShort && lineCount === 0) throw new BankFileError(MessageCode.importFileIncomplete);
  if (statements.length === 0) throw new BankFileError('import.file.noStatement');
  const format = /^\s*SECURITY:TYPE1/im.test(text) ? 'QFX' : 'OFX';
  const incomplete = cutShort ? [MessageCode.importWarningIncomplete] : [];
  return { format, statements, warnings: [...incomplete, ...roundingWarnings(statements)] };
}

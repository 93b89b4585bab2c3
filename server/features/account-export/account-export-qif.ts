import { formatCentsPlain } from '../../../contract/money';
import type { AccountStatement, ExportedOperation, ExportedPart } from './account-export.model';

// An account as a QIF bank section: one record per operation, ISO dates, a dot before the cents,
// the category as Parent:Child, a transfer as [Account], splits as S/E/$ lines, C* when pointed.
// Choices: docs/decisions/account-export.md.

/** A field holds one line: line breaks become spaces. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

const amount = (cents: number) => formatCentsPlain(cents, '.');

/** A part shown on its own S line: several parts, or one whose memo is not the operation's. */
function needsSplitLines(operation: ExportedOperation): boolean {
  const [first] = operation.parts;
  if (operation.parts.length > 1) return true;
  return first !== undefined && first.memo !== null && first.memo !== operation.memo;
}

function partLines(part: ExportedPart): string[] {
  const memo = part.memo ? [`E${oneLine(part.memo)}`] : [];
  return [`S${part.category ?? ''}`, ...memo, `$${amount(part.amount)}`];
}

function categoryLines(operation: ExportedOperation): string[] {
  if (operation.transferAccount !== null) return [`L[${oneLine(operation.transferAccount)}]`];
  if (needsSplitLines(operation)) return operation.parts.flatMap(partLines);
  const category = operation.parts[0]?.category ?? null;
  return category === null ? [] : [`L${category}`];
}

function record(operation: ExportedOperation): string[] {
  return [
    `D${operation.date}`,
    `T${amount(operation.amount)}`,
    ...(operation.pointed ? ['C*'] : []),
    `P${oneLine(operation.payee)}`,
    ...(operation.memo ? [`M${oneLine(operation.memo)}`] : []),
    ...categoryLines(operation),
    '^',
  ];
}

export function accountToQif(statement: AccountStatement): string {
  return ['!Type:Bank', ...statement.operations.flatMap(record), ''].join('\r\n');
}

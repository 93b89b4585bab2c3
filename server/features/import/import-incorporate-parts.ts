import { CategoryId } from '../../../contract/categories';
import { partsFromTemplate } from '../../../contract/operations-split';
import type { PayeeDto } from '../../../contract/payees';
import type { PartInput } from '../operations/write/operations-write.service';
import type { CategoryByName } from './import-categories.service';

// The parts an incorporated line is written with: the file's own split parts (categories found
// by name among the user's), else the payee's split template when the line has no category
// (as the operation screens apply it), else one part of the line's category.

interface FilePart {
  amount: number;
  category: string | null;
  memo: string | null;
}

export interface PartsLine {
  amount: number;
  categoryId: number | null;
  payeeId: number | null;
  parts: string | null;
}

export interface PartsContext {
  categoryOf: CategoryByName;
  payees: ReadonlyMap<number, PayeeDto>;
}

export function fileParts(line: Pick<PartsLine, 'parts'>): FilePart[] {
  return line.parts ? (JSON.parse(line.parts) as FilePart[]) : [];
}

/** The payee's split template of the line's side, in the line's direction, or null. */
function templateParts(amount: number, payee: PayeeDto | undefined): PartInput[] | null {
  if (!payee) return null;
  const credit = amount > 0;
  const category = credit ? payee.creditCategory : payee.debitCategory;
  if (category.categoryId !== CategoryId.split) return null;
  const source = credit ? payee.splitCategoriesCredit : payee.splitCategoriesDebit;
  const template = source.map((part) => ({
    category: part.category.categoryId > 0 ? part.category.categoryId : null,
    tags: part.tags.map((tag) => tag.tagId),
    amount: part.amount,
    percentage: part.percentage,
  }));
  const parts: PartInput[] = partsFromTemplate(amount, template);
  const rest = amount - parts.reduce((sum, part) => sum + part.amount, 0);
  if (rest !== 0) parts.push({ categoryId: null, amount: rest });
  const placed = parts.filter((part) => part.amount !== 0);
  return placed.length > 0 ? placed : null;
}

export function partsOfLine(line: PartsLine, context: PartsContext): PartInput[] {
  const file = fileParts(line);
  if (file.length > 1) {
    return file.map((part) => ({
      amount: part.amount,
      categoryId: context.categoryOf(part.category),
      memo: part.memo,
    }));
  }
  const template =
    line.categoryId === null && line.payeeId !== null
      ? templateParts(line.amount, context.payees.get(line.payeeId))
      : null;
  return template ?? [{ categoryId: line.categoryId, amount: line.amount }];
}

/** Whether reading the user's categories or payees is needed at all. */
export function contextNeeds(lines: readonly PartsLine[]) {
  return {
    categories: lines.some((line) => fileParts(line).length > 1),
    payees: lines.some((line) => line.categoryId === null && line.payeeId !== null),
  };
}

import { CategoryId } from './categories';
import { MessageCode } from './message-codes';
import { remainderCents, type Cents } from './money';
import { applySplitTemplate, type PayeeSplitPart } from './payee-splits';

// The parts of an operation (spec 001 §3, §4, §5): the main category and the split rules.

interface Amounted {
  readonly amount: Cents;
}

interface CategorisedPart extends Amounted {
  /** A stored category id, or null (or -1) when undefined. */
  readonly categoryId: number | null;
}

/** The part that names the operation: the single one, else the largest in absolute value (the
 *  first of equals); null without parts. */
export function mainPart<T extends Amounted>(parts: readonly T[]): T | null {
  let main: T | null = null;
  for (const part of parts) {
    if (main === null || Math.abs(part.amount) > Math.abs(main.amount)) main = part;
  }
  return main;
}

/** Several parts: the operation shows as split (ventilated). */
export function isSplit(parts: readonly unknown[]): boolean {
  return parts.length > 1;
}

/** The main category as the API names it: the main part's, -1 when undefined. */
export function mainCategoryId(parts: readonly CategorisedPart[]): number {
  return mainPart(parts)?.categoryId ?? CategoryId.undefined;
}

/** The category an operation shows: split (-2) for several parts, else the main category. */
export function displayedCategoryId(parts: readonly CategorisedPart[]): number {
  return isSplit(parts) ? CategoryId.split : mainCategoryId(parts);
}

/**
 * The first broken split rule, or null. `total` and the part amounts are in the operation's
 * direction (a part against it, a discount inside a purchase, is negative): at least one part,
 * and the parts make the total exactly.
 */
export function splitPartsError(total: Cents, parts: readonly Amounted[]): string | null {
  if (parts.length === 0) return MessageCode.operationSplitNeedPart;
  const rest = remainderCents(
    total,
    parts.map((part) => part.amount),
  );
  return rest === 0 ? null : MessageCode.operationSplitRemainder;
}

interface EditedPart {
  /** Null while the person has typed nothing (or nothing valid). */
  readonly amount: Cents | null;
}

const isZero = (part: EditedPart) => !part.amount;

/**
 * Keeps a split being edited ready to fill (spec 001 §4): while a remainder is left, exactly one
 * zero-amount part waits for it (the first one, so a category already chosen there stays; else
 * `blank()`); once the remainder is 0 the zero-amount parts go, at least one part kept.
 */
export function adjustSplitParts<T extends EditedPart>(
  total: Cents,
  parts: readonly T[],
  blank: () => T,
): T[] {
  const filled = parts.filter((part) => !isZero(part));
  const placed = filled.reduce((sum, part) => sum + (part.amount ?? 0), 0);
  const firstZero = parts.find(isZero);
  if (placed === total) return filled.length > 0 ? filled : [parts[0] ?? blank()];
  const waiting = firstZero ?? blank();
  const at = firstZero ? parts.indexOf(firstZero) : parts.length;
  return parts.filter((part, i) => !isZero(part) || i === at).concat(firstZero ? [] : [waiting]);
}

/**
 * Choosing the split category (spec 001 §4) makes two parts: the current one with the whole
 * amount, and an empty one.
 */
export function startSplit<T extends EditedPart>(total: Cents, current: T, blank: () => T): T[] {
  return [{ ...current, amount: total }, blank()];
}

/**
 * A payee's split template applied to an operation of `total` cents (absolute, spec 001 §4): the
 * parts in the operation's direction, by the one split arithmetic of payee-splits.ts.
 */
export function partsFromTemplate(total: Cents, template: readonly PayeeSplitPart[]) {
  const amounts = applySplitTemplate(total, template);
  return template.map((part, i) => ({
    categoryId: part.category,
    amount: amounts[i] ?? 0,
    tagIds: part.tags,
  }));
}

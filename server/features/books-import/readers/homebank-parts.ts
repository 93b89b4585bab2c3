import type { ForeignPart } from '../../../../contract/books-import';
import type { HomebankAttributes } from './homebank-xml';
import { homebankCents, homebankInt } from './homebank-values';
import { tagNames } from './homebank-lists';

// The parts of a HomeBank operation or scheduled item: its split lines when it has some (three
// attributes, scat/samt/smem, each "||"-separated), else one part with its category.

export interface PartContext {
  categoryKeys: ReadonlySet<string>;
  tagKeyByName: ReadonlyMap<string, string>;
}

const SPLIT_SEPARATOR = '||';

function categoryKey(raw: string | undefined, context: PartContext): string | null {
  const key = String(homebankInt(raw));
  return context.categoryKeys.has(key) ? key : null;
}

function splitLines(item: HomebankAttributes) {
  if (item.samt === undefined || item.scat === undefined) return [];
  const categories = item.scat.split(SPLIT_SEPARATOR);
  const amounts = item.samt.split(SPLIT_SEPARATOR);
  const memos = (item.smem ?? '').split(SPLIT_SEPARATOR);
  // HomeBank drops the split lines when the three lists differ in length.
  if (categories.length !== amounts.length || memos.length !== amounts.length) return [];
  return amounts.map((amount, index) => ({
    category: categories[index],
    cents: homebankCents(amount),
    memo: memos[index] || null,
  }));
}

/** The parts, summing to the operation's amount (the last one takes any rounding cent). */
export function partsOf(
  item: HomebankAttributes,
  amount: number,
  context: PartContext,
): ForeignPart[] {
  const tagKeys = tagNames(item.tags).map((name) => context.tagKeyByName.get(name)!);
  const lines = splitLines(item);
  if (lines.length === 0) {
    return [{ categoryKey: categoryKey(item.category, context), amount, memo: null, tagKeys }];
  }
  const parts = lines.map((line) => ({
    categoryKey: categoryKey(line.category, context),
    amount: line.cents,
    memo: line.memo,
    tagKeys,
  }));
  const rest = amount - parts.reduce((sum, part) => sum + part.amount, 0);
  parts[parts.length - 1]!.amount += rest;
  return parts;
}

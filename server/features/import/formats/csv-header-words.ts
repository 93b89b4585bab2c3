import { searchFold } from '../../../../contract/operations-search';
import type { ColumnRole } from './csv-columns';
import { HEADER_PHRASES, type HeaderKind } from './csv-header-phrases';

// What each header cell of a CSV bank file names, by whole words and not by substring: the
// longest phrase found wins, so "Numéro d'opération" is an identifier and not the label.

export interface HeaderMatch {
  kind: HeaderKind;
  /** The phrase's place in its kind's list: lower is preferred. */
  rank: number;
}

const MATCHERS = (Object.keys(HEADER_PHRASES) as HeaderKind[]).flatMap((kind) =>
  HEADER_PHRASES[kind].map((phrase, rank) => ({
    kind,
    rank,
    words: ` ${phrase} `,
    length: phrase.split(' ').length,
  })),
);

/** The header's words, space-separated: camelCase split, folded, punctuation dropped
 *  ("Montant(EUROS)" → "MONTANT EUROS", "dateOp" → "DATE OP", "N° d'opération" → "N D OPERATION"). */
export function headerWords(cell: string): string {
  return searchFold(cell.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'))
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** What the header cell names: its longest phrase found as whole words, or null. */
export function headerMatch(cell: string): HeaderMatch | null {
  const words = ` ${headerWords(cell)} `;
  let best: (typeof MATCHERS)[number] | null = null;
  for (const matcher of MATCHERS) {
    if (words.includes(matcher.words) && (best === null || matcher.length > best.length)) {
      best = matcher;
    }
  }
  return best === null ? null : { kind: best.kind, rank: best.rank };
}

export interface HeaderRoles {
  roles: Map<ColumnRole, number>;
  /** Every column the header names, whatever its kind: the cells' content guesses none of them. */
  named: Set<number>;
}

const isRole = (kind: HeaderKind): kind is ColumnRole => kind !== 'identifier' && kind !== 'other';

/** Each role's column by the header: of several, the one with the preferred phrase, then the first. */
export function rolesByHeader(header: readonly string[]): HeaderRoles {
  const roles = new Map<ColumnRole, number>();
  const ranks = new Map<ColumnRole, number>();
  const named = new Set<number>();
  header.forEach((cell, index) => {
    const match = headerMatch(cell);
    if (match === null) return;
    named.add(index);
    if (!isRole(match.kind) || (ranks.get(match.kind) ?? Infinity) <= match.rank) return;
    roles.set(match.kind, index);
    ranks.set(match.kind, match.rank);
  });
  return { roles, named };
}

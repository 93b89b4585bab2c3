import type { TFunction } from 'i18next';
import { formatIsoDate } from '../../../contract/dates';
import type { ImportLineDto, ImportMatch } from '../../../contract/import';

// The words that explain why a line is proposed as an existing operation, built
// from `match` in the reader's language: the server only says which rule matched and by how much.

/** FUZZY: how the line's date stands to the operation's (dayGap: the line's minus the operation's). */
function dateGap(dayGap: number, t: TFunction): string {
  if (dayGap === 0) return t('importScreen.match.sameDate');
  if (dayGap > 0) return t('importScreen.match.daysLater', { count: dayGap });
  return t('importScreen.match.daysEarlier', { count: -dayGap });
}

export function explainMatch(match: ImportMatch, t: TFunction): string {
  if (match.kind !== 'FUZZY') return t(`importScreen.match.${match.kind}`);
  const parts = [t('importScreen.match.amountEqual')];
  if (match.dayGap !== null) parts.push(dateGap(match.dayGap, t));
  if (match.similarity !== null) {
    parts.push(t('importScreen.match.labelAlike', { percent: match.similarity }));
  }
  return parts.join(', ');
}

type Explained = Pick<ImportLineDto, 'match' | 'planned' | 'transfer'>;

/** Every reason shown for a line: its match (or the planned operation it stands for), its transfer. */
export function explainLine(line: Explained, t: TFunction, small = false): string[] {
  const reasons: string[] = [];
  if (line.match?.kind === 'PLANNED' && line.planned) {
    reasons.push(
      t('importScreen.match.PLANNED.of', { date: formatIsoDate(line.planned.date, small) }),
    );
  } else if (line.match) {
    reasons.push(explainMatch(line.match, t));
  }
  if (line.transfer) {
    reasons.push(t('importScreen.match.transfer', { account: line.transfer.accountName }));
  }
  return reasons;
}

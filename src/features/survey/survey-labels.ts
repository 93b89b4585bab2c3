import type { TFunction } from 'i18next';
import type { AnalysisHeader, AnalysisNode } from '../../../contract/survey';
import { formatIsoDate } from '../../../contract/dates';

const CATEGORY_GROUPS = new Set(['CATEGORY', 'PARENT_CATEGORY', 'CATEGORY_TRANSFER']);
const NAMED_GROUPS = new Set(['ACCOUNT', 'ACCOUNT_TYPE', 'CURRENCY']);

/** The label of a line; an unknown group shows "Group X?" (002 §8). */
export function groupLabel(node: AnalysisNode<unknown>, t: TFunction): string {
  const { group, groupValue } = node;
  if (group === 'SIGN') return t(groupValue.id === 1 ? 'survey.sign.credit' : 'survey.sign.debit');
  if (group === 'TOTAL') return t('survey.total');
  if (CATEGORY_GROUPS.has(group)) return groupValue.name ?? t('category.undefined');
  if (group === 'OPERATION') return groupValue.name ?? t('survey.operation.unnamed');
  if (group === 'TRANSFER') return groupValue.name ?? t('survey.ownTransfers');
  if (NAMED_GROUPS.has(group)) return groupValue.name ?? '';
  return `Group ${group}?`;
}

function monthLabel(yearMonth: string, locale: string): string {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** The label of a column; an unknown period type shows "X??" (002 §8). */
export function headerLabel(header: AnalysisHeader, locale: string, t: TFunction): string {
  switch (header.type) {
    case 'MONTH':
      return monthLabel(header.yearMonth ?? '', locale);
    case 'UNTIL':
      return monthLabel(header.month ?? '', locale);
    case 'YEAR':
      return String(header.year ?? '');
    case 'CUMUL':
    case 'SIMPLE_CUMUL':
      return t('survey.header.cumul');
    case 'DATE2DATE':
      return `${formatIsoDate(header.start ?? '', false)} – ${formatIsoDate(header.end ?? '', false)}`;
    default:
      return `${header.type}??`;
  }
}

/** DD/MM of an ISO date, for "situation at DD/MM". */
export function dayAndMonth(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
}

import { useTranslation } from 'react-i18next';
import { toIsoDate } from '../../../contract/dates';
import { formatCents } from '../../../contract/money';
import type { AnalysisHeader, DifferenceResult, DifferenceSums } from '../../../contract/survey';
import { Amount } from '../../components/amount';
import { remainingMeasure } from './remaining';
import { kindOf } from './remaining-reading';
import { dayAndMonth, groupLabel, headerLabel } from './survey-labels';
import { treeRows, type TreeRow } from './survey-rows';
import { TreeTable, type MeasureColumn, type PeriodColumn } from './tree-table';

/** The difference table shows total lines down to the level-2 categories (002 §9). */
const DIFFERENCE_TOTALS_UP_TO = 2;

/** Forecast, real and gap; for the current month, monthly budget, real and the situation today. */
export function useDifferenceColumns(result: DifferenceResult): PeriodColumn<DifferenceSums>[] {
  const { t, i18n } = useTranslation();
  const { currency } = result;
  const currentMonth = toIsoDate(new Date()).slice(0, 7);
  const amount = (cents: number) => <Amount cents={cents} currency={currency} />;
  // Money moved between one's own accounts is neither over nor under a plan: no colour.
  const gap = (s: DifferenceSums, row: TreeRow<DifferenceSums>) =>
    kindOf(row) === 'transfer' ? (
      <span>{formatCents(s.gap, currency, i18n.language)}</span>
    ) : (
      amount(s.gap)
    );
  const measures = (header: AnalysisHeader, i: number): MeasureColumn<DifferenceSums>[] =>
    header.type === 'UNTIL'
      ? [
          { label: t('survey.measure.monthlyBudget'), value: (s) => amount(s.previsionnel) },
          { label: t('survey.measure.reel'), value: (s) => amount(s.reel) },
          remainingMeasure(
            t('survey.measure.situation', { date: dayAndMonth(header.date ?? '') }),
            { result, column: i, currentMonth, currency },
          ),
        ]
      : [
          { label: t('survey.measure.forecast'), value: (s) => amount(s.previsionnel) },
          { label: t('survey.measure.reel'), value: (s) => amount(s.reel) },
          { label: t('survey.measure.gap'), value: gap },
        ];
  return result.headers.map((header, i) => ({
    key: String(i),
    label: headerLabel(header, i18n.language, t),
    measures: measures(header, i),
  }));
}

export function useLineLabel() {
  const { t } = useTranslation();
  return (row: TreeRow<DifferenceSums>) => {
    const name = groupLabel(row.node, t);
    return row.kind === 'total' && !row.node.lineTotal ? t('survey.totalOf', { name }) : name;
  };
}

export function DifferenceTable({ result, depth }: { result: DifferenceResult; depth: number }) {
  const { t } = useTranslation();
  const columns = useDifferenceColumns(result);
  const label = useLineLabel();
  const rows = treeRows(result.details, { maxDepth: depth, totalsUpTo: DIFFERENCE_TOTALS_UP_TO });
  return (
    <TreeTable
      caption={t('survey.difference.caption')}
      lineHeader={t('survey.line')}
      columns={columns}
      rows={rows}
      label={label}
      focusColumn={result.headers.findIndex((header) => header.type === 'UNTIL')}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SurveyResult, SurveySums } from '../../../contract/survey';
import { Amount } from '../../components/amount';
import { groupLabel, headerLabel } from './survey-labels';
import { treeRows, type TreeRow } from './survey-rows';
import { TreeTable, type PeriodColumn } from './tree-table';

/** The survey shows total lines for the signs and the main categories (002 §9). */
const SURVEY_TOTALS_UP_TO = 1;

const CATEGORY_GROUPS = new Set(['CATEGORY', 'PARENT_CATEGORY']);

const thisMonth = () => {
  const today = new Date();
  return `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
};

export interface GoalTarget {
  categoryId: number;
  name: string;
  direction: number;
}

interface SurveyTableProps {
  result: SurveyResult;
  depth: number;
  onEditGoal: (target: GoalTarget) => void;
}

/** The budget survey table: planned, real and goal per month and cumulated. */
export function SurveyTable({ result, depth, onEditGoal }: SurveyTableProps) {
  const { t, i18n } = useTranslation();
  const { currency } = result;
  const amount = (cents: number) => <Amount cents={cents} currency={currency} />;
  const columns: PeriodColumn<SurveySums>[] = result.headers.map((header, i) => ({
    key: String(i),
    label: headerLabel(header, i18n.language, t),
    measures: [
      { label: t('survey.measure.previsionnel'), value: (sums) => amount(sums.previsionnel) },
      { label: t('survey.measure.reel'), value: (sums) => amount(sums.reel) },
      { label: t('survey.measure.goal'), value: (sums) => amount(sums.goal) },
    ],
  }));
  const rows = treeRows(result.details, { maxDepth: depth, totalsUpTo: SURVEY_TOTALS_UP_TO });

  const label = (row: TreeRow<SurveySums>) => {
    const name = groupLabel(row.node, t);
    if (row.kind === 'total') {
      return row.node.lineTotal ? name : t('survey.totalOf', { name });
    }
    const { id } = row.node.groupValue;
    return (
      <span className="tree-table__line">
        <span>{name}</span>
        {row.node.group === 'OPERATION' && (
          <Link
            to="/previsionnel/operations"
            className="tree-table__action"
            aria-label={t('survey.editOperation', { name })}
            title={t('survey.editOperation', { name })}
          >
            <span aria-hidden="true">✎</span>
          </Link>
        )}
        {CATEGORY_GROUPS.has(row.node.group) && id !== null && (
          <button
            type="button"
            className="tree-table__action"
            aria-label={t('survey.editGoal', { name })}
            title={t('survey.goal.explained', { name })}
            onClick={() =>
              onEditGoal({ categoryId: id, name, direction: row.root.groupValue.id ?? -1 })
            }
          >
            <span aria-hidden="true">◎ </span>
            {t('survey.goal.button')}
          </button>
        )}
      </span>
    );
  };

  return (
    <TreeTable
      caption={t('survey.caption')}
      lineHeader={t('survey.line')}
      columns={columns}
      rows={rows}
      label={label}
      focusColumn={result.headers.findIndex((header) => header.yearMonth === thisMonth())}
    />
  );
}

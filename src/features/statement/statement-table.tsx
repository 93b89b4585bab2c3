import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../contract/dates';
import { formatCents } from '../../../contract/money';
import {
  UNDEFINED_REF_ID,
  type StatementDto,
  type StatementLine,
} from '../../../contract/statement';
import { amountClass } from '../../components/amount';
import { EmptyState } from '../../components/empty-state';
import { Table, type Column } from '../../components/table';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';

/** The lines planned against real, then the totals. */
export function StatementTable({
  statement,
  currency,
}: {
  statement: StatementDto;
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const money = (cents: number) => formatCents(cents, currency, i18n.language);
  const named = (ref: { id: number; name: string }) =>
    ref.id === UNDEFINED_REF_ID ? t('statement.undefined') : ref.name;
  const amount = (key: 'planned' | 'real' | 'gap' | 'cumulative'): Column<StatementLine> => ({
    key,
    header: t(`statement.column.${key}`),
    align: 'end',
    render: (line) => <span className={amountClass(line[key])}>{money(line[key])}</span>,
  });
  // Below 600 px the category and payee share a cell and the gaps are left to the totals, so
  // that the amounts fit without scrolling sideways.
  const columns: Column<StatementLine>[] = small
    ? [
        {
          key: 'line',
          header: t('statement.column.line'),
          render: (line) => (
            <>
              {named(line.category)}
              <br />
              <span className="statement-table__payee">{named(line.payee)}</span>
            </>
          ),
        },
        amount('planned'),
        amount('real'),
      ]
    : [
        {
          key: 'category',
          header: t('statement.column.category'),
          render: (line) => named(line.category),
        },
        { key: 'payee', header: t('statement.column.payee'), render: (line) => named(line.payee) },
        amount('planned'),
        amount('real'),
        amount('gap'),
        amount('cumulative'),
      ];
  const period = {
    start: formatIsoDate(statement.startDate, small),
    end: formatIsoDate(statement.endDate, small),
  };
  const { planned, real, cumulative } = statement.totals;
  return (
    <>
      {statement.lines.length === 0 ? (
        <EmptyState title={t('statement.empty')} />
      ) : (
        <div className="statement-table">
          <Table
            caption={t('statement.caption', period)}
            columns={columns}
            rows={statement.lines}
            rowKey={(line) => `${line.category.id}:${line.payee.id}`}
            smallScreen="scroll"
            paginated
          />
        </div>
      )}
      <dl className="statement-totals" aria-label={t('statement.totals')}>
        <div>
          <dt>{t('statement.column.planned')}</dt>
          <dd>{money(planned)}</dd>
        </div>
        <div>
          <dt>{t('statement.column.real')}</dt>
          <dd>{money(real)}</dd>
        </div>
        <div>
          <dt>{t('statement.column.cumulative')}</dt>
          <dd>{money(cumulative)}</dd>
        </div>
      </dl>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { OperationRow, type OperationsTableProps } from './operation-row';

/** The lines of the period: a table on large screens, stacked lines on phones (CSS). */
export function OperationsTable(props: OperationsTableProps) {
  const { t } = useTranslation();
  const { operations, simpleMode } = props;
  return (
    <div className="operations-table-wrap">
      <table className="operations-table" data-simple={simpleMode || undefined}>
        <caption className="sr-only">
          {t('operations.list.caption', { count: operations.length })}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">{t('operations.list.column.select')}</span>
            </th>
            <th scope="col">
              {t(
                props.byValueDate
                  ? 'operations.list.column.valueDate'
                  : 'operations.list.column.date',
              )}
            </th>
            {!simpleMode && <th scope="col">{t('operations.list.column.type')}</th>}
            <th scope="col">{t('operations.list.column.payee')}</th>
            <th scope="col">{t('operations.list.column.category')}</th>
            {!simpleMode && <th scope="col">{t('operations.list.column.memo')}</th>}
            <th scope="col" className="operations-table__number">
              {t('operations.list.column.amount')}
            </th>
            <th scope="col" className="operations-table__number">
              {t('operations.list.column.balance')}
            </th>
            <th scope="col" className="operations-table__point">
              {t('operations.list.column.pointed')}
            </th>
          </tr>
        </thead>
        <tbody>
          {operations.map((operation, index) => (
            <OperationRow key={operation.operationId} {...props} index={index} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

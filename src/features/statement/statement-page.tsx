import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { functionality, FunctionalityCode, hasAccess } from '../../../contract/access';
import { toIsoDate } from '../../../contract/dates';
import { MessageCode } from '../../../contract/message-codes';
import type { StatementFilter } from '../../../contract/statement';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { useAuth } from '../auth/use-auth';
import { AccessWarningModal } from '../../components/access-warning-modal';
import { useCurrencies, usePreferences } from '../settings/use-settings';
import { StatementFilters } from './statement-filters';
import { StatementTable } from './statement-table';
import { useStatement } from './use-statement';
import { useStatementExport, type StatementFormat } from './use-statement-export';
import './statement.css';

/** This month, from its first to its last day. */
function thisMonth(): StatementFilter {
  const today = new Date();
  const first = new Date(today.getFullYear(), today.getMonth(), 1);
  const last = new Date(today.getFullYear(), today.getMonth() + 1, 0);
  return {
    startDate: toIsoDate(first),
    endDate: toIsoDate(last),
    categoryIds: [],
    payeeIds: [],
    tagIds: [],
  };
}

/** The preferred currency; the statement adds every account's amounts (one currency). */
function usePreferredCurrency(): { abrv: string; symb: string } {
  const preferences = usePreferences();
  const currencies = useCurrencies();
  const id = preferences.data?.currency;
  return currencies.data?.find((currency) => currency.currencyId === id) ?? EURO;
}

const EURO = { abrv: 'EUR', symb: '€' };

/** /previsionnel/statement (spec 001 §2, §5, §8): planned against real over a period. */
export default function StatementPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [initial] = useState(thisMonth);
  const [filter, setFilter] = useState<StatementFilter>(initial);
  const statement = useStatement(filter);
  const currency = usePreferredCurrency();
  const exporter = useStatementExport(filter, statement.data, currency.symb);
  const exportButton = (format: StatementFormat) => (
    <Button
      loading={exporter.running === format}
      disabled={exporter.running !== null || !statement.data}
      onClick={() => void exporter.run(format)}
    >
      {t(format === 'CSV' ? 'statement.exportCsv' : 'statement.exportPdf')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('screen.previsionnel.statement')}
        description={t('statement.description')}
        actions={
          <>
            {exportButton('CSV')}
            {exportButton('PDF')}
          </>
        }
      />
      <StatementFilters
        initial={initial}
        tagsAllowed={hasAccess(user, [functionality(FunctionalityCode.tag)])}
        onSubmit={setFilter}
      />
      {statement.isError && (
        <Alert variant="danger" title={t('internal.error.title')}>
          {t('statement.load.failed')}
        </Alert>
      )}
      {statement.isPending && <Spinner />}
      {statement.data && <StatementTable statement={statement.data} currency={currency.abrv} />}
      {exporter.refused && (
        <AccessWarningModal messageKey={MessageCode.forbidden} onClose={exporter.closeRefusal} />
      )}
    </>
  );
}

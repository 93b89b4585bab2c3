import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_ACCESS, ExportFormat } from '../../../contract/operations-export';
import { hasAccess } from '../../../contract/access';
import { OPERATIONS_CSV_FORMATS } from '../../../contract/operations-csv';
import { isLanguage, FALLBACK_LANGUAGE } from '../../../contract/languages';
import { toIsoDate } from '../../../contract/dates';
import { formatCents } from '../../../contract/money';
import { MessageCode } from '../../../contract/message-codes';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { useToast } from '../../components/toast-context';
import { useAuth } from '../auth/use-auth';
import { AccessWarningModal } from '../../components/access-warning-modal';
import { downloadFile } from '../../lib/export-download';
import { AddAccountAction } from './add-account-action';
import { AnalysisTabs } from './analysis-tabs';
import { NoData } from './no-data';
import { PATRIMONY_START, balancesOf, patrimonyGroups } from './patrimony-rows';
import { patrimonyCsvSheet, patrimonyPdfSheet } from './patrimony-sheets';
import { PatrimonyTable } from './patrimony-table';
import { useAnalysis, useAnalysisAccounts, useNetWorth } from './use-analysis';
import { NetWorthChart } from './net-worth-chart';
import { NetWorthSummary } from './net-worth-summary';

/** /analysis/patrimony: every account's balance from 2010 to today, by type; PDF and CSV. */
export default function PatrimonyPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { user } = useAuth();
  const [refused, setRefused] = useState(false);
  const accounts = useAnalysisAccounts();
  const converted = useNetWorth();
  const analysis = useAnalysis({
    groupBy: 'ACCOUNT_TYPE,ACCOUNT',
    startValueDate: PATRIMONY_START,
    endValueDate: toIsoDate(new Date()),
    accumulate: 'true',
    emptyAccount: 'true',
  });
  const money = (cents: number, currency: string) => formatCents(cents, currency, i18n.language);
  const groups = analysis.data ? patrimonyGroups(accounts.accounts, balancesOf(analysis.data)) : [];
  const title = t('screen.analysis.patrimony');
  const exportAs = async (format: ExportFormat) => {
    if (format === ExportFormat.csv && !hasAccess(user, EXPORT_ACCESS[format])) {
      return setRefused(true);
    }
    const lines = groups.flatMap((group) => group.lines);
    if (lines.length === 0) {
      return toast.show({ variant: 'warning', message: t(MessageCode.exportNoData) });
    }
    const { patrimonyCsv, patrimonyPdf } = await import('./patrimony-export');
    const language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
    const csv = format === ExportFormat.csv;
    const blob = csv
      ? patrimonyCsv(
          patrimonyCsvSheet(groups, language, t),
          OPERATIONS_CSV_FORMATS[language].delimiter,
        )
      : patrimonyPdf(patrimonyPdfSheet(groups, converted.data ?? null, { title, money, t }));
    downloadFile(blob, `patrimony.${csv ? 'csv' : 'pdf'}`);
  };
  const actions = (
    <div className="analysis-actions">
      <Button variant="secondary" onClick={() => void exportAs(ExportFormat.pdf)}>
        {t('analysis.export.pdf')}
      </Button>
      <Button variant="secondary" onClick={() => void exportAs(ExportFormat.csv)}>
        {t('analysis.export.csv')}
      </Button>
      <AddAccountAction />
    </div>
  );
  return (
    <>
      <PageHeader title={title} actions={actions} />
      <AnalysisTabs />
      <QueryGate queries={[accounts.query, analysis, converted]}>
        {() =>
          groups.length === 0 || !converted.data ? (
            <NoData />
          ) : (
            <>
              <PatrimonyTable groups={groups} money={money} />
              <NetWorthSummary worth={converted.data} />
              <NetWorthChart worth={converted.data} />
            </>
          )
        }
      </QueryGate>
      {refused && (
        <AccessWarningModal messageKey="modal.access.warning" onClose={() => setRefused(false)} />
      )}
    </>
  );
}

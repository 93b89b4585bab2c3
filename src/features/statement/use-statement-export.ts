import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageCode } from '../../../contract/message-codes';
import type { StatementDto, StatementFilter } from '../../../contract/statement';
import { useToast } from '../../components/toast-context';
import { statusOf } from '../../lib/api';
import { downloadFile } from '../../lib/export-download';
import { fetchStatementCsv } from './statement-api';

export type StatementFormat = 'CSV' | 'PDF';

/**
 * CSV from POST /api/export/statement (refused without CSV_EXPORT: the access warning), PDF made
 * here from the statement shown. Nothing to export is export.no.data, any other failure
 * export.error.
 */
export function useStatementExport(
  filter: StatementFilter | null,
  statement: StatementDto | undefined,
  /** The currency's symbol, written after each amount of the PDF. */
  currencySymbol: string,
) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [running, setRunning] = useState<StatementFormat | null>(null);
  const [refused, setRefused] = useState(false);
  const warn = () => toast.show({ variant: 'warning', message: t(MessageCode.exportNoData) });
  const fileName = filter ? `statement-${filter.startDate}-${filter.endDate}` : 'statement';

  const makeFile = async (format: StatementFormat, shown: StatementDto) => {
    if (format === 'CSV') return fetchStatementCsv(filter!);
    const { buildStatementPdf } = await import('./statement-pdf');
    const pdf = buildStatementPdf({
      statement: shown,
      currency: currencySymbol,
      language: i18n.language,
      t,
    });
    return pdf.output('blob');
  };

  const run = async (format: StatementFormat) => {
    if (!filter || !statement || statement.lines.length === 0) return warn();
    setRunning(format);
    try {
      downloadFile(await makeFile(format, statement), `${fileName}.${format.toLowerCase()}`);
    } catch (error) {
      const status = statusOf(error);
      if (status === 403) setRefused(true);
      else if (status === 422) warn();
      else toast.show({ variant: 'danger', message: t(MessageCode.exportError) });
    } finally {
      setRunning(null);
    }
  };

  return { run, running, refused, closeRefusal: () => setRefused(false) };
}

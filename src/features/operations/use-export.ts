import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, FALLBACK_LANGUAGE } from '../../../contract/languages';
import { MessageCode } from '../../../contract/message-codes';
import { ExportFormat } from '../../../contract/operations-export';
import type { OperationDto } from '../../../contract/operations-dto';
import { useToast } from '../../components/toast-context';
import { statusOf } from '../../lib/api';
import { downloadFile } from '../../lib/export-download';
import { fetchExport } from './operations-api';

export interface ExportSource {
  /** The operations shown, in order (their ids are exported). */
  operations: readonly OperationDto[];
  /** Every operation to export when the screen shows only a page of them. */
  loadOperations?: (() => Promise<readonly OperationDto[]>) | undefined;
  title: string;
  fileName: string;
}

/**
 * Export as the spec has it (001 §7, §8; 000 §5, §8): the ids in order go to
 * POST /api/export/operations, the file is made here from its answer. Nothing to export is
 * export.no.data, a refusal (403) the access warning, any other failure export.error.
 */
export function useExport(source: ExportSource, csvAllowed: boolean) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const [refused, setRefused] = useState(false);
  const language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const warn = (code: string) => toast.show({ variant: 'warning', message: t(code) });

  const makeFile = async (format: ExportFormat, operations: OperationDto[]) => {
    if (format === ExportFormat.csv) {
      const [{ operationsToCsv }, { csvBlob }] = await Promise.all([
        import('../../../contract/operations-csv'),
        import('../../lib/csv-export'),
      ]);
      return csvBlob(operationsToCsv(operations, language, t));
    }
    const { buildOperationsPdf } = await import('./export/operations-pdf');
    const pdf = buildOperationsPdf({ operations, title: source.title, language, t });
    return pdf.output('blob');
  };

  const run = async (format: ExportFormat) => {
    if (format === ExportFormat.csv && !csvAllowed) return setRefused(true);
    setRunning(format);
    try {
      const shown = source.loadOperations ? await source.loadOperations() : source.operations;
      if (shown.length === 0) return warn(MessageCode.exportNoData);
      const operations = await fetchExport(
        shown.map((op) => op.operationId),
        format,
      );
      if (operations.length === 0) return warn(MessageCode.exportNoData);
      const extension = format === ExportFormat.csv ? 'csv' : 'pdf';
      downloadFile(await makeFile(format, operations), `${source.fileName}.${extension}`);
    } catch (error) {
      if (statusOf(error) === 403) setRefused(true);
      else toast.show({ variant: 'danger', message: t(MessageCode.exportError) });
    } finally {
      setRunning(null);
    }
  };

  return { run, running, refused, closeRefusal: () => setRefused(false) };
}

/** The search's access rule and the PDF helpers other exports share (accounts, statement). */
export { useSearchAccess } from './search/search-access';
export { amountCell } from './operation-cells';
export { fitText } from './export/operations-pdf-layout';

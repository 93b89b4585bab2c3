import { useTranslation } from 'react-i18next';
import { ExportFormat } from '../../../../contract/operations-export';
import type { OperationDto } from '../../../../contract/operations-dto';
import { MessageCode } from '../../../../contract/message-codes';
import { Button } from '../../../components/button';
import { AccessWarningModal } from '../../../components/access-warning-modal';
import { useSearchAccess } from '../search/search-access';
import { useExport } from '../use-export';
import './export-buttons.css';

export interface ExportButtonsProps {
  /** The operations shown, in the screen's order: their ids are what POST /api/export/operations gets. */
  operations: readonly OperationDto[];
  /** The file's title (account and period, or the search). */
  title: string;
  /** Without the extension. */
  fileName: string;
  /** When the screen shows a page of a longer list: loads all of it, in order, to export. */
  loadOperations?: () => Promise<readonly OperationDto[]>;
}

/** CSV and PDF of the operations; CSV needs CSV_EXPORT, else the access warning. */
export function ExportButtons(props: ExportButtonsProps) {
  const { t } = useTranslation();
  const { csv } = useSearchAccess();
  const exporter = useExport(props, csv);
  const button = (format: ExportFormat) => (
    <Button
      loading={exporter.running === format}
      disabled={exporter.running !== null}
      onClick={() => void exporter.run(format)}
    >
      {t(`export.button.${format.toLowerCase()}`)}
    </Button>
  );
  return (
    <div className="export-buttons" role="group" aria-label={t('export.group')}>
      {button(ExportFormat.csv)}
      {button(ExportFormat.pdf)}
      {exporter.refused && (
        <AccessWarningModal messageKey={MessageCode.forbidden} onClose={exporter.closeRefusal} />
      )}
    </div>
  );
}

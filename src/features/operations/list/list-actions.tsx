import { useTranslation } from 'react-i18next';
import type { OperationDto } from '../../../../contract/operations-dto';
import { Button } from '../../../components/button';
import { useMediaQuery } from '../../../components/use-media-query';
import { ExportButtons } from '../export/export-buttons';
import type { OpenModal } from './list-modals';

interface ListActionsProps {
  operations: readonly OperationDto[];
  exportTitle: string;
  exportFileName: string;
  setOpen: (open: OpenModal) => void;
}

const TOUCH_QUERY = '(pointer: coarse), (hover: none)';

/** New operation, new transfer, the shortcuts' help and the exports of the lines shown. */
export function ListActions({
  operations,
  exportTitle,
  exportFileName,
  setOpen,
}: ListActionsProps) {
  const { t } = useTranslation();
  // A touch screen has no keyboard to take shortcuts from.
  const touch = useMediaQuery(TOUCH_QUERY);
  return (
    <div className="operations-actions">
      <Button variant="primary" onClick={() => setOpen({ kind: 'operation', id: null })}>
        {t('operations.list.newOperation')}
      </Button>
      <Button onClick={() => setOpen({ kind: 'transfer', id: null })}>
        {t('operations.list.newTransfer')}
      </Button>
      <ExportButtons operations={operations} title={exportTitle} fileName={exportFileName} />
      {!touch && (
        <Button variant="link" aria-keyshortcuts="?" onClick={() => setOpen({ kind: 'help' })}>
          {t('operations.shortcuts.button')}
        </Button>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { AccountDto } from '../../../contract/account-dtos';
import { MessageCode } from '../../../contract/message-codes';
import { fileNameFrom } from '../../../contract/text';
import { ExportFormat } from '../../../contract/operations-export';
import { Button } from '../../components/button';
import { AccessWarningModal } from '../../components/access-warning-modal';
import { useSearchAccess, useExport } from '../operations/use-export';
import { fetchAccountOperations } from './accounts-api';

/**
 * "Export as CSV" of an account (spec 000 §2, 001 §2): all its operations, exported as the
 * operations page does (POST /api/export/operations, the CSV of src/lib/csv-export.ts), under
 * the same CSV_EXPORT rule.
 */
export function AccountCsvExport({ account }: { account: AccountDto }) {
  const { t } = useTranslation();
  const { csv } = useSearchAccess();
  const exporter = useExport(
    {
      operations: [],
      loadOperations: () => fetchAccountOperations(account.accountId),
      title: account.name,
      fileName: fileNameFrom(account.name),
    },
    csv,
  );
  return (
    <>
      <Button
        variant="link"
        loading={exporter.running !== null}
        aria-label={t('account.csv.export.named', { name: account.name })}
        onClick={() => void exporter.run(ExportFormat.csv)}
      >
        {t('account.csv.export')}
      </Button>
      {exporter.refused && (
        <AccessWarningModal messageKey={MessageCode.forbidden} onClose={exporter.closeRefusal} />
      )}
    </>
  );
}

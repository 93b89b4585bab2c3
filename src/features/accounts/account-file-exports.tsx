import { useTranslation } from 'react-i18next';
import type { AccountDto } from '../../../contract/account-dtos';
import { AccountExportFormat } from '../../../contract/account-export';
import { accountExportUrl } from './accounts-api';

const LABELS = {
  [AccountExportFormat.ofx]: { text: 'accountExport.ofx', named: 'accountExport.ofx.named' },
  [AccountExportFormat.qif]: { text: 'accountExport.qif', named: 'accountExport.qif.named' },
} as const;

/**
 * "Export as OFX" and "Export as QIF" of an account: links the browser downloads from, the file
 * (every operation of the account) made by the server (docs/decisions/account-export.md).
 */
export function AccountFileExports({ account }: { account: AccountDto }) {
  const { t } = useTranslation();
  return Object.values(AccountExportFormat).map((format) => (
    <a
      key={format}
      className="button button--link"
      href={accountExportUrl(account.accountId, format)}
      download
      aria-label={t(LABELS[format].named, { name: account.name })}
    >
      <span>{t(LABELS[format].text)}</span>
    </a>
  ));
}

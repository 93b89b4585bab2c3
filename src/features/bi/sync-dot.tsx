import { useTranslation } from 'react-i18next';
import { syncColourOf } from '../../../contract/bi';

interface SyncDotProps {
  biAccountId: number | null;
  biSyncError: string | null;
}

/** The account's sync colour (000 §4) as a dot with its meaning in words beside it. */
export function SyncDot({ biAccountId, biSyncError }: SyncDotProps) {
  const { t } = useTranslation();
  const colour = syncColourOf(biSyncError, biAccountId !== null);
  return (
    <span className="sync-dot">
      <span className={`sync-dot__dot sync-dot__dot--${colour}`} aria-hidden="true" />
      <span className="sync-dot__label">{t(`bi.screens.colour.${colour}`)}</span>
    </span>
  );
}

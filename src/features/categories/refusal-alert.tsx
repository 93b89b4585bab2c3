import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageCode } from '../../../contract/message-codes';
import { Alert } from '../../components/alert';

/** A refused change, told by i18n key; `categoryId` places it under that category's row. */
export interface Refusal {
  messageKey: string;
  categoryId: number | null;
}

/** The missing CATEGORY functionality is a warning with the way to get it; others are errors. */
export function RefusalAlert({ refusal, onDismiss }: { refusal: Refusal; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (refusal.messageKey !== MessageCode.categoryNoFullAccess) {
    return (
      <Alert variant="danger" onDismiss={onDismiss}>
        {t(refusal.messageKey)}
      </Alert>
    );
  }
  return (
    <Alert variant="warning" onDismiss={onDismiss}>
      <p>{t(refusal.messageKey)}</p>
      <Link to="/upgrade">{t('param.cat.upgrade')}</Link>
    </Alert>
  );
}

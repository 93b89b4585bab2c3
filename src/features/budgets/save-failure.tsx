import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { MessageCode } from '../../../contract/message-codes';
import { Alert } from '../../components/alert';
import { messageCodeOf } from '../../lib/api';

/**
 * A refused budget save (spec 001 §8): its messageCode as a warning, otherwise modal.genericError
 * with modal.genericError.desc, as the operation modal does.
 */
export function SaveFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const code = messageCodeOf(error);
  if (code && code !== MessageCode.internalError && i18n.exists(code)) {
    return <Alert variant="warning">{t(code)}</Alert>;
  }
  return (
    <Alert variant="danger" title={t('modal.genericError')}>
      {t('modal.genericError.desc')}
    </Alert>
  );
}

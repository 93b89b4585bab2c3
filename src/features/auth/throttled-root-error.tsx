import { useTranslation } from 'react-i18next';
import { MessageCode } from '../../../contract/message-codes';
import { FormRootError } from '../../components/form';

/** The sign-in form's error, telling how long to wait when attempts are throttled. */
export function ThrottledRootError({ waitSeconds }: { waitSeconds: number | undefined }) {
  const { t } = useTranslation();
  return (
    <FormRootError
      action={(code) =>
        code === MessageCode.tooManyRequests && waitSeconds ? (
          <p>{t('login.retryAfter', { count: Math.ceil(waitSeconds / 60) })}</p>
        ) : null
      }
    />
  );
}

import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { errorMessageKey } from '../../lib/messages';
import { useAuth, useRefreshSession } from '../auth/use-auth';
import { setAutoImport } from './bi-api';
import { useOpenWebview } from './use-bi';

/** Activate (mode AUTO, then the bank's web view) or deactivate the automatic import (000 §4). */
export function AutoImportToggle() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const refreshSession = useRefreshSession();
  const webview = useOpenWebview();
  const toggle = useMutation({
    mutationFn: setAutoImport,
    onSuccess: async ({ modeAutoImport }) => {
      await refreshSession();
      if (modeAutoImport) webview.mutate({ flow: 'connect' });
    },
  });
  const active = user?.parameter.modeAutoImport === 'AUTO';
  return (
    <div className="bi-auto-import">
      <h3 className="bi-auto-import__title">{t('bi.screens.autoImport')}</h3>
      <p>{t(active ? 'bi.screens.autoImport.on' : 'bi.screens.autoImport.off')}</p>
      {toggle.error && <Alert variant="danger">{t(errorMessageKey(toggle.error))}</Alert>}
      <Button
        variant={active ? 'secondary' : 'primary'}
        loading={toggle.isPending || webview.isPending}
        onClick={() => toggle.mutate(!active)}
      >
        {t(active ? 'bi.screens.autoImport.deactivate' : 'bi.screens.autoImport.activate')}
      </Button>
    </div>
  );
}

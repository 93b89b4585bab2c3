import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmModal } from '../../components/confirm-modal';
import { errorMessageKey } from '../../lib/messages';
import { useStartDiscovery } from './use-subscriptions';

/** The once-only discovery trial: starting it spends it, so the person confirms first. */
export function DiscoveryCard() {
  const { t } = useTranslation();
  const discovery = useStartDiscovery();
  const [asking, setAsking] = useState(false);
  const start = () => discovery.mutate(undefined, { onSettled: () => setAsking(false) });
  return (
    <Card title={t('upgrade.discovery.title')}>
      <p>{t('upgrade.discovery.text')}</p>
      {discovery.isError && <Alert variant="danger">{t(errorMessageKey(discovery.error))}</Alert>}
      <Button loading={discovery.isPending} onClick={() => setAsking(true)}>
        {t('upgrade.discovery.start')}
      </Button>
      <ConfirmModal
        open={asking}
        title={t('upgrade.discovery.confirm.title')}
        message={t('upgrade.discovery.confirm.text')}
        confirmLabel={t('upgrade.discovery.confirm.yes')}
        loading={discovery.isPending}
        onConfirm={start}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '../../../contract/dates';
import { Button } from '../../components/button';
import { DateInput } from '../../components/date-input';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast-context';
import { errorMessageKey } from '../../lib/messages';
import { useRemindActivation } from './use-admin';

const isDay = (value: string | null): value is string => !!value && isIsoDate(value);

/** Activation reminders over a creation range: count first (pretend=true), then send. */
export function ReminderModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const remind = useRemindActivation();
  const [startDate, setStart] = useState<string | null>(null);
  const [endDate, setEnd] = useState<string | null>(null);
  const [count, setCount] = useState<number | null>(null);
  const ready = isDay(startDate) && isDay(endDate);
  const run = (pretend: boolean) =>
    ready &&
    remind.mutate(
      { range: { startDate, endDate }, pretend },
      {
        onSuccess: (value) => {
          if (pretend) return setCount(value);
          toast.show({ variant: 'success', message: t('admin.reminder.sent', { count: value }) });
          onClose();
        },
        onError: (error) => toast.show({ variant: 'danger', message: t(errorMessageKey(error)) }),
      },
    );
  return (
    <Modal
      open
      title={t('admin.reminder.title')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button disabled={!ready} onClick={() => run(true)}>
            {t('admin.reminder.count')}
          </Button>
          <Button variant="primary" disabled={!ready || count === 0} onClick={() => run(false)}>
            {t('admin.reminder.send')}
          </Button>
        </>
      }
    >
      <DateInput
        label={t('admin.users.createdFrom')}
        value={startDate}
        onChange={(v) => {
          setStart(v);
          setCount(null);
        }}
      />
      <DateInput
        label={t('admin.users.createdTo')}
        value={endDate}
        onChange={(v) => {
          setEnd(v);
          setCount(null);
        }}
      />
      {count !== null && <p role="status">{t('admin.reminder.counted', { count })}</p>}
    </Modal>
  );
}

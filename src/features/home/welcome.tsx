import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { Tile } from '../../components/card';
import { Modal } from '../../components/modal';

/** The first steps, in order: the greeting modal and the welcome tile both list them. */
const STEPS = [
  { key: 'bank', to: '/parameters/banks' },
  { key: 'account', to: '/parameters/accounts' },
  { key: 'mainAccount', to: '/parameters' },
  { key: 'operations', to: '/operations' },
] as const;

function Steps() {
  const { t } = useTranslation();
  return (
    <ol className="home-steps">
      {STEPS.map((step) => (
        <li key={step.key}>
          <Link to={step.to}>{t(`home.steps.${step.key}`)}</Link>
        </li>
      ))}
    </ol>
  );
}

/** Spec 000 §2: welcome for new users, with the first steps. */
export function WelcomeTile({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Tile title={t('home.welcome.title', { name })}>
      <p>{t('home.welcome.text')}</p>
      <Steps />
    </Tile>
  );
}

const greetedKey = (idUser: number) => `pecule.greeted.${idUser}`;

/**
 * Spec 000 §2: the greeting modal of the first connection. Being shown is remembered on the
 * browser at once, since the connection count stays at 1 until the next sign-in: leaving by one
 * of its links, or closing it, must not greet again on the next visit home.
 */
export function GreetingModal({ idUser, name }: { idUser: number; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => localStorage.getItem(greetedKey(idUser)) === null);
  useEffect(() => {
    if (open) localStorage.setItem(greetedKey(idUser), '1');
  }, [open, idUser]);
  const close = () => setOpen(false);
  return (
    <Modal
      open={open}
      title={t('home.greeting.title', { name })}
      onClose={close}
      footer={<Button onClick={close}>{t('home.greeting.start')}</Button>}
    >
      <p>{t('home.greeting.text')}</p>
      <Steps />
    </Modal>
  );
}

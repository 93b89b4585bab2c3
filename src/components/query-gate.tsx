import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';
import { Spinner } from './spinner';

/** Renders `children` once every query has data; a spinner before, an alert with retry on error. */
export function QueryGate({
  queries,
  children,
}: {
  queries: readonly UseQueryResult[];
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  const failed = queries.filter((query) => query.isError);
  if (failed.length > 0) {
    return (
      <Alert variant="danger">
        <p>{t('errors.load')}</p>
        <Button variant="link" onClick={() => failed.forEach((query) => void query.refetch())}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (queries.some((query) => query.isPending)) return <Spinner label={t('common.loading')} />;
  return children();
}

import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Tile, TileGrid } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { Table } from '../../components/table';
import { yearMonthName } from '../../lib/months';
import { useCountPerProfile, useUsageSummary } from './use-admin';
import './admin.css';

const SignUpsChart = lazy(() => import('./sign-ups-chart'));

/** /admin (spec 002 §2): users per profile and the usage summary, as a chart and a table. */
export default function AdminPage() {
  const { t, i18n } = useTranslation();
  const counts = useCountPerProfile();
  const usage = useUsageSummary();
  const number = (value: number) => value.toLocaleString(i18n.language);
  const month = (yearMonth: string, length: 'long' | 'short') =>
    yearMonthName(yearMonth, i18n.language, { capitalised: true, length });
  return (
    <>
      <PageHeader title={t('screen.admin')} description={t('admin.dashboard.description')} />
      <QueryGate queries={[counts, usage]}>
        {() => {
          const summary = usage.data!;
          const figures = [
            ['totalUsers', summary.totalUsers],
            ['activeUsersLast30Days', summary.activeUsersLast30Days],
            ['operations', summary.operations],
            ['imports', summary.imports],
            ['syncConnections', summary.syncConnections],
          ] as const;
          return (
            <div className="admin-dashboard">
              <TileGrid>
                {counts.data!.map((row) => (
                  <Tile
                    key={row.profileId}
                    title={t(`admin.profile.${row.name}`, row.name)}
                    value={number(row.count)}
                  />
                ))}
              </TileGrid>
              <Card title={t('admin.usage.title')}>
                <Suspense fallback={null}>
                  <SignUpsChart
                    label={t('admin.usage.signUpsChart')}
                    months={summary.signUpsPerMonth.map((m) => month(m.month, 'short'))}
                    counts={summary.signUpsPerMonth.map((m) => m.count)}
                  />
                </Suspense>
                <Table
                  caption={t('admin.usage.signUps')}
                  columns={[
                    {
                      key: 'month',
                      header: t('admin.usage.month'),
                      render: (m) => month(m.month, 'long'),
                    },
                    {
                      key: 'count',
                      header: t('admin.usage.count'),
                      align: 'end',
                      render: (m) => number(m.count),
                    },
                  ]}
                  rows={summary.signUpsPerMonth}
                  rowKey={(m) => m.month}
                />
                <Table
                  caption={t('admin.usage.figures')}
                  columns={[
                    {
                      key: 'name',
                      header: t('admin.usage.figure'),
                      render: ([key]) => t(`admin.usage.${key}`),
                    },
                    {
                      key: 'value',
                      header: t('admin.usage.count'),
                      align: 'end',
                      render: ([, value]) => number(value),
                    },
                  ]}
                  rows={figures}
                  rowKey={([key]) => key}
                />
              </Card>
            </div>
          );
        }}
      </QueryGate>
    </>
  );
}

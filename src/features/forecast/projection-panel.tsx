import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../contract/dates';
import {
  PROJECTION_MONTHS,
  type ProjectionMonths,
  type ProjectionSeries,
} from '../../../contract/forecast';
import { amountClass } from '../../components/amount';
import { ChoiceGroup, Radio } from '../../components/choice-group';
import { QueryGate } from '../../components/query-gate';
import { Spinner } from '../../components/spinner';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';
import type { Money } from './forecast-labels';
import { useProjection } from './use-forecast';

const ProjectionChart = lazy(() => import('./projection-chart'));

interface ProjectionPanelProps {
  /** null: every account. */
  accountId: number | null;
  money: Money;
}

/** The projected balance over 3 or 12 months: a curve per currency and its lowest point in words. */
export function ProjectionPanel({ accountId, money }: ProjectionPanelProps) {
  const { t } = useTranslation();
  const [months, setMonths] = useState<ProjectionMonths>(3);
  const projection = useProjection(accountId, months);
  return (
    <section className="projection" aria-labelledby="projection-title">
      <div className="projection__head">
        <h2 id="projection-title">{t('forecast.projection.title')}</h2>
        <ChoiceGroup legend={t('forecast.projection.horizon')} inline>
          {PROJECTION_MONTHS.map((value) => (
            <Radio
              key={value}
              name="projection-months"
              label={t('forecast.projection.months', { number: value })}
              checked={months === value}
              onChange={() => setMonths(value)}
            />
          ))}
        </ChoiceGroup>
      </div>
      <QueryGate queries={[projection]}>
        {() =>
          projection.data!.series.length === 0 ? (
            <p>{t('forecast.projection.noAccount')}</p>
          ) : (
            projection.data!.series.map((series) => (
              <SeriesView
                key={series.currency.currencyId}
                series={series}
                today={projection.data!.today}
                endDate={projection.data!.endDate}
                several={projection.data!.series.length > 1}
                money={money}
              />
            ))
          )
        }
      </QueryGate>
    </section>
  );
}

interface SeriesViewProps {
  series: ProjectionSeries;
  today: string;
  endDate: string;
  several: boolean;
  money: Money;
}

function SeriesView({ series, today, endDate, several, money }: SeriesViewProps) {
  const { t } = useTranslation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const cents = (value: number) => money(value, series.currency.currencyId);
  const date = (iso: string) => formatIsoDate(iso, small);
  const lowest = t('forecast.projection.lowest', {
    amount: cents(series.lowest.balance),
    date: formatIsoDate(series.lowest.date, false),
  });
  const summary = [
    t('forecast.projection.today', { amount: cents(series.startBalance) }),
    lowest,
    t('forecast.projection.end', { amount: cents(series.endBalance) }),
  ];
  const last = series.points.at(-1)?.date ?? today;
  const points = [
    { date: today, balance: series.startBalance },
    ...series.points,
    ...(last < endDate ? [{ date: endDate, balance: series.endBalance }] : []),
  ];
  return (
    <div className="projection__series">
      {several && <h3>{t('forecast.projection.currency', { symbol: series.currency.symb })}</h3>}
      <ul className="projection__summary">
        {summary.map((text, index) => (
          <li key={index} className={index === 1 ? amountClass(series.lowest.balance) : undefined}>
            {text}
          </li>
        ))}
      </ul>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <ProjectionChart
          points={points}
          lowest={series.lowest}
          date={date}
          money={cents}
          label={`${t('forecast.projection.chart')} ${summary.join(' ')}`}
        />
      </Suspense>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { DayMonthOrder, ImportReportDto } from '../../../contract/import';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { errorMessageKey } from '../../lib/messages';
import { useSaveDateOrder } from './use-import';

/** What reading the file found, above its lines: its warnings, and the question of its dates'
 *  order when they read both ways (nothing is incorporated before it is answered). */
export function ReadingFindings({ report }: { report: ImportReportDto }) {
  const { t } = useTranslation();
  return (
    <>
      {report.warnings.length > 0 && (
        <Alert variant="warning" title={t('importScreen.review.warnings')}>
          <ul className="import-review__warnings">
            {report.warnings.map((code) => (
              <li key={code}>{t(code)}</li>
            ))}
          </ul>
        </Alert>
      )}
      {report.dateOrder?.unsure && <DateOrderQuestion report={report} />}
    </>
  );
}

/** The first line's date as written (dd/mm/yyyy when read day-first), and both its readings. */
function readingsOf(isoDayFirst: string, language: string) {
  const [year, month, day] = isoDayFirst.split('-').map(Number) as [number, number, number];
  const long = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  const at = (m: number, d: number) => long.format(new Date(Date.UTC(year, m - 1, d)));
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    written: `${pad(day)}/${pad(month)}/${year}`,
    DMY: at(month, day),
    MDY: at(day, month),
  };
}

function DateOrderQuestion({ report }: { report: ImportReportDto }) {
  const { t, i18n } = useTranslation();
  const save = useSaveDateOrder(report.importReportId);
  const first = report.operations[0];
  const readings = first ? readingsOf(first.date, i18n.language) : null;
  const choose = (order: DayMonthOrder) => save.mutate(order);
  return (
    <section className="import-review__question" aria-labelledby="date-order-title">
      <h2 id="date-order-title">{t('importScreen.dateOrder.title')}</h2>
      <p>
        {readings
          ? t('importScreen.dateOrder.explain', { written: readings.written })
          : t('importScreen.dateOrder.explainNoLine')}
      </p>
      <div className="import-review__question-actions">
        {(['DMY', 'MDY'] as const).map((order) => (
          <Button
            key={order}
            loading={save.isPending && save.variables === order}
            onClick={() => choose(order)}
          >
            {t(`importScreen.dateOrder.${order}`, { date: readings?.[order] ?? '' })}
          </Button>
        ))}
      </div>
      {save.isError && <Alert variant="danger">{t(errorMessageKey(save.error))}</Alert>}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { ForecastLine } from '../../../contract/forecast';
import { Button } from '../../components/button';
import { useToast } from '../../components/toast-context';
import { errorMessageKey } from '../../lib/messages';
import { useMatchOccurrence } from './use-forecast';

/** Where the line stands (planned, saved, matched, real) and, for an occurrence, its match actions. */
export function OccurrenceState({ line }: { line: ForecastLine }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { confirm, undo } = useMatchOccurrence();
  const onError = (error: unknown) =>
    toast.show({ variant: 'danger', message: t(errorMessageKey(error)) });
  const label = line.state ? t(`forecast.state.${line.state}`) : t('forecast.state.REAL');
  const occurrence =
    line.idEcheance === null ? null : { idEcheance: line.idEcheance, date: line.date };
  const proposed = line.state === 'PLANNED' ? line.proposedOperationId : null;
  const undoable = line.state === 'SAVED' || line.state === 'MATCHED';
  return (
    <span className="forecast-state">
      <span
        className={`forecast-state__badge forecast-state__badge--${(line.state ?? 'REAL').toLowerCase()}`}
      >
        {label}
        {line.real && line.state && (
          <span className="sr-only">{` ${t('forecast.state.REAL')}`}</span>
        )}
      </span>
      {occurrence && proposed !== null && (
        <Button
          variant="link"
          loading={confirm.isPending}
          onClick={() => confirm.mutate({ ...occurrence, operationId: proposed }, { onError })}
        >
          {t('forecast.match.confirm')}
        </Button>
      )}
      {occurrence && undoable && (
        <Button
          variant="link"
          loading={undo.isPending}
          onClick={() => undo.mutate(occurrence, { onError })}
          aria-label={t('forecast.match.undoNamed', { state: label })}
        >
          {t('forecast.match.undo')}
        </Button>
      )}
    </span>
  );
}

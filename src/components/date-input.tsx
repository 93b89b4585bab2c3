import { useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate, isIsoDate, parseDisplayDate, type IsoDate } from '../../contract/dates';
import { FieldShell, useFieldIds, type FieldProps } from './field';
import { CalendarIcon } from './icons';
import { SMALL_SCREEN_QUERY, useMediaQuery } from './use-media-query';
import './date-input.css';

type DateInputProps = FieldProps &
  Omit<
    ComponentProps<'input'>,
    'children' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max'
  > & {
    /** ISO yyyy-MM-dd; null when empty; the typed text while it is not a date. */
    value: string | null | undefined;
    onChange: (value: IsoDate | string | null) => void;
    min?: IsoDate;
    max?: IsoDate;
  };

/** Browsers that can open their own calendar from a button (showPicker). */
const canShowPicker = () =>
  typeof HTMLInputElement !== 'undefined' && 'showPicker' in HTMLInputElement.prototype;

/**
 * A date typed day first (d/M/yy, dd/MM/yyyy, 050326…) and given out as ISO; shown dd/MM/yyyy,
 * or dd/MM/yy below 600 px (spec 000 §9). A button opens the browser's calendar.
 */
export function DateInput({
  label,
  error,
  hint,
  id,
  value,
  onChange,
  min,
  max,
  onFocus,
  onBlur,
  ...input
}: DateInputProps) {
  const { t } = useTranslation();
  const { controlId, hintId, errorId, aria } = useFieldIds(id, { error, hint });
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const pickerRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const iso = value && isIsoDate(value) ? value : null;
  const formatted = iso ? formatIsoDate(iso, small) : (value ?? '');
  const shown = draft ?? formatted;

  return (
    <FieldShell {...{ controlId, label, hint, hintId, error, errorId }}>
      <div className="field__with-action date-input">
        <input
          {...input}
          {...aria}
          id={controlId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t(small ? 'ui.date.placeholder.small' : 'ui.date.placeholder')}
          className="field__control"
          value={shown}
          onFocus={(event) => {
            setDraft(formatted);
            onFocus?.(event);
          }}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            onChange(text.trim() === '' ? null : (parseDisplayDate(text) ?? text));
          }}
          onBlur={(event) => {
            setDraft(null);
            onBlur?.(event);
          }}
        />
        {canShowPicker() && (
          <>
            <button
              type="button"
              className="field__action"
              aria-label={t('ui.date.calendar')}
              disabled={input.disabled}
              onClick={() => pickerRef.current?.showPicker()}
            >
              <CalendarIcon />
            </button>
            <input
              ref={pickerRef}
              type="date"
              className="date-input__picker"
              tabIndex={-1}
              aria-hidden="true"
              value={iso ?? ''}
              min={min}
              max={max}
              onChange={(event) => event.target.value && onChange(event.target.value)}
            />
          </>
        )}
      </div>
    </FieldShell>
  );
}

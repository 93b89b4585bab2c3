import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell, useFieldIds, type FieldProps } from './field';
import { ChevronDownIcon } from './icons';
import { useCombobox, type ComboboxOption } from './use-combobox';
import './combobox.css';

export type { ComboboxOption } from './use-combobox';

/** What every selector built on the combobox takes besides its data. */
export interface ComboboxFieldProps extends FieldProps {
  id?: string;
  name?: string;
  /** The text input, so that a form can focus it. */
  ref?: Ref<HTMLInputElement>;
  placeholder?: string;
  disabled?: boolean;
  onBlur?: () => void;
}

export interface ComboboxProps extends ComboboxFieldProps {
  /** The text of the current choice, shown while the person is not typing. */
  selectedText: string;
  selectedKey?: string | null;
  /** The options for what was typed ('' before any typing). */
  optionsFor: (query: string) => readonly ComboboxOption[];
  onSelect: (option: ComboboxOption, query: string) => void;
  /** A multi-choice picker: after a choice the text clears and the list stays open. */
  multiple?: boolean;
  /** Backspace in an empty field (a picker removes its last chip). */
  onEmptyBackspace?: () => void;
  /** Shown inside the control, before the text (chips). */
  before?: ReactNode;
}

/**
 * An editable combobox: typing filters, arrows move the active option, Enter chooses, Escape
 * closes the list and then drops what was typed, leaving the field on the current choice.
 */
export function Combobox({ ref, name, ...props }: ComboboxProps) {
  const { label, error, hint, id, selectedText, selectedKey, placeholder, disabled } = props;
  const { t } = useTranslation();
  const { controlId, hintId, errorId, aria } = useFieldIds(id, { error, hint });
  const box = useCombobox({ ...props, controlId });
  const listboxId = `${controlId}-listbox`;

  return (
    <FieldShell {...{ controlId, label, hint, hintId, error, errorId }}>
      <div className={disabled ? 'combobox combobox--disabled' : 'combobox'}>
        <div className="combobox__control">
          {props.before}
          <input
            {...aria}
            ref={ref}
            id={controlId}
            name={name}
            type="text"
            role="combobox"
            className="combobox__input"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={box.open}
            aria-controls={listboxId}
            aria-activedescendant={box.activeId}
            value={box.typing ? box.query : selectedText}
            placeholder={placeholder}
            disabled={disabled}
            onChange={(event) => box.onType(event.target.value)}
            onClick={box.toggle}
            onFocus={(event) => event.target.select()}
            onKeyDown={box.onKeyDown}
            onBlur={() => {
              box.reset();
              props.onBlur?.();
            }}
          />
          <span className="combobox__chevron">
            <ChevronDownIcon />
          </span>
        </div>
        <div className="combobox__popup" hidden={!box.open}>
          <ul id={listboxId} role="listbox" aria-label={label} className="combobox__list">
            {box.options.map((option, index) => (
              <li
                key={option.key}
                id={box.optionId(index)}
                role="option"
                aria-selected={option.key === selectedKey}
                aria-disabled={option.disabled || undefined}
                aria-label={option.name}
                className={optionClass(option, index === box.active)}
                style={{ paddingInlineStart: `calc(${option.level ?? 1} * var(--space-3))` }}
                // Keeps the focus in the field, so choosing does not blur it.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => box.setActive(index)}
                onClick={() => box.choose(option)}
              >
                {option.text}
              </li>
            ))}
          </ul>
          {box.options.length === 0 && <p className="combobox__note">{t('ui.combobox.empty')}</p>}
          {box.truncated && <p className="combobox__note">{t('ui.combobox.more')}</p>}
        </div>
      </div>
    </FieldShell>
  );
}

const optionClass = (option: ComboboxOption, active: boolean) =>
  [
    'combobox__option',
    option.kind && `combobox__option--${option.kind}`,
    option.disabled && 'combobox__option--disabled',
    active && 'combobox__option--active',
  ]
    .filter(Boolean)
    .join(' ');

import type { ComponentProps, ReactNode } from 'react';
import { FieldMessages, useFieldIds, type FieldProps } from './field';

interface ChoiceGroupProps extends Omit<FieldProps, 'label'> {
  legend: string;
  /** Lays the choices out side by side when they are short. */
  inline?: boolean;
  children: ReactNode;
}

/** A fieldset of radios or checkboxes: the legend names the group, hint and error describe it. */
export function ChoiceGroup({ legend, hint, error, inline = false, children }: ChoiceGroupProps) {
  const { hintId, errorId, aria } = useFieldIds(undefined, { error, hint });
  return (
    <fieldset className="field choice-group" aria-describedby={aria['aria-describedby']}>
      <legend className="field__label">{legend}</legend>
      <div className={inline ? 'choice-group__options--inline' : 'choice-group__options'}>
        {children}
      </div>
      <FieldMessages {...{ hint, hintId, error, errorId }} />
    </fieldset>
  );
}

type RadioProps = Omit<ComponentProps<'input'>, 'type' | 'children'> & { label: string };

export function Radio({ label, className, ...input }: RadioProps) {
  return (
    <label className={['choice', className].filter(Boolean).join(' ')}>
      <input {...input} type="radio" className="field__checkbox" />
      <span>{label}</span>
    </label>
  );
}

export function CheckboxChoice({ label, className, ...input }: RadioProps) {
  return (
    <label className={['choice', className].filter(Boolean).join(' ')}>
      <input {...input} type="checkbox" className="field__checkbox" />
      <span>{label}</span>
    </label>
  );
}

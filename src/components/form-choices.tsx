import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxChoice, ChoiceGroup, Radio } from './choice-group';
import { useFieldError } from './form';

export interface Choice {
  value: string;
  label: string;
}

interface FormChoicesProps {
  name: string;
  legend: string;
  choices: readonly Choice[];
  hint?: string;
  inline?: boolean;
}

export function FormRadioGroup({ name, legend, choices, hint, inline }: FormChoicesProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <ChoiceGroup {...{ legend, hint, error, inline }}>
      {choices.map((choice) => (
        <Radio
          key={choice.value}
          {...register(name)}
          value={choice.value}
          label={choice.label}
          aria-invalid={error ? true : undefined}
        />
      ))}
    </ChoiceGroup>
  );
}

/** Checkboxes filling an array; once `max` are checked the others are disabled. */
export function FormCheckboxGroup({
  name,
  legend,
  choices,
  hint,
  max,
}: FormChoicesProps & { max?: number }) {
  const { register, control } = useFormContext();
  const error = useFieldError(name);
  const checked = (useWatch({ control, name }) as string[] | undefined) ?? [];
  const full = max !== undefined && checked.length >= max;
  return (
    <ChoiceGroup {...{ legend, hint, error }}>
      {choices.map((choice) => (
        <CheckboxChoice
          key={choice.value}
          {...register(name)}
          value={choice.value}
          label={choice.label}
          disabled={full && !checked.includes(choice.value)}
        />
      ))}
    </ChoiceGroup>
  );
}

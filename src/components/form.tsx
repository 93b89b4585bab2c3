import type { ComponentProps, ReactNode } from 'react';
import {
  FormProvider,
  get,
  useFormContext,
  useFormState,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from './checkbox';
import { PasswordField } from './password-field';
import { Select } from './select';
import { TextField } from './text-field';

interface FormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  onSubmit: SubmitHandler<T>;
  children: ReactNode;
  className?: string;
}

/** A react-hook-form form; validation is the schema's, so the browser's own is switched off. */
export function Form<T extends FieldValues>({ form, onSubmit, children, className }: FormProps<T>) {
  return (
    <FormProvider {...form}>
      <form noValidate className={className} onSubmit={form.handleSubmit(onSubmit)}>
        {children}
      </form>
    </FormProvider>
  );
}

/** The translated error of a field: schema messages are message codes, hence i18n keys. */
export function useFieldError(name: string): string | undefined {
  const { t } = useTranslation();
  const { errors } = useFormState({ name });
  const fieldError = get(errors, name) as { message?: unknown } | undefined;
  const message = fieldError?.message;
  return typeof message === 'string' && message ? t(message) : undefined;
}

interface Named {
  name: string;
}

type Registered<P> = Named & Omit<P, 'name' | 'error' | 'onChange' | 'onBlur' | 'ref' | 'value'>;

export function FormTextField({ name, ...props }: Registered<ComponentProps<typeof TextField>>) {
  const { register } = useFormContext();
  return <TextField {...props} {...register(name)} error={useFieldError(name)} />;
}

export function FormPasswordField({
  name,
  ...props
}: Registered<ComponentProps<typeof PasswordField>>) {
  const { register } = useFormContext();
  return <PasswordField {...props} {...register(name)} error={useFieldError(name)} />;
}

export function FormSelect({ name, ...props }: Registered<ComponentProps<typeof Select>>) {
  const { register } = useFormContext();
  return <Select {...props} {...register(name)} error={useFieldError(name)} />;
}

export function FormCheckbox({ name, ...props }: Registered<ComponentProps<typeof Checkbox>>) {
  const { register } = useFormContext();
  return <Checkbox {...props} {...register(name)} error={useFieldError(name)} />;
}

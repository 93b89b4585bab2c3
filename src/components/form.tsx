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
import { Alert } from './alert';
import { Checkbox } from './checkbox';
import { PasswordField } from './password-field';
import { Select } from './select';
import { TextArea } from './text-area';
import { TextField } from './text-field';

interface FormProps<T extends FieldValues, Parsed extends FieldValues> {
  form: UseFormReturn<T, unknown, Parsed>;
  onSubmit: SubmitHandler<Parsed>;
  children: ReactNode;
  className?: string;
  /** Lets a submit button outside the form (a modal's footer) name it with `form=`. */
  id?: string;
}

/** A react-hook-form form; validation is the schema's, so the browser's own is switched off. */
export function Form<T extends FieldValues, Parsed extends FieldValues = T>({
  form,
  onSubmit,
  children,
  className,
  id,
}: FormProps<T, Parsed>) {
  return (
    <FormProvider {...form}>
      <form noValidate id={id} className={className} onSubmit={form.handleSubmit(onSubmit)}>
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

/**
 * The form-level error, set with `setError('root', { message: code })`; `action` may offer a way
 * on for some codes (e.g. asking for a new link).
 */
export function FormRootError({ action }: { action?: (code: string) => ReactNode }) {
  const { t } = useTranslation();
  const { errors } = useFormState({ name: 'root' });
  const code = errors.root?.message;
  if (typeof code !== 'string' || !code) return null;
  const extra = action?.(code);
  return (
    <Alert variant="danger">
      {extra ? (
        <>
          <p>{t(code)}</p>
          {extra}
        </>
      ) : (
        t(code)
      )}
    </Alert>
  );
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

type FormSelectProps = Registered<ComponentProps<typeof Select>> & {
  /** The field holds a number, or null for the empty option. */
  numeric?: boolean;
};

const toNumberOrNull = (value: unknown) => (value === '' || value == null ? null : Number(value));

export function FormSelect({ name, numeric = false, ...props }: FormSelectProps) {
  const { register } = useFormContext();
  const registration = register(name, numeric ? { setValueAs: toNumberOrNull } : {});
  return <Select {...props} {...registration} error={useFieldError(name)} />;
}

export function FormNumberField({ name, ...props }: Registered<ComponentProps<typeof TextField>>) {
  const { register } = useFormContext();
  const registration = register(name, { valueAsNumber: true });
  return <TextField type="number" {...props} {...registration} error={useFieldError(name)} />;
}

export function FormTextArea({ name, ...props }: Registered<ComponentProps<typeof TextArea>>) {
  const { register } = useFormContext();
  return <TextArea {...props} {...register(name)} error={useFieldError(name)} />;
}

/** A text field that drops anything but digits as the person types (zip codes, ages). */
export function FormDigitsField({ name, ...props }: Registered<ComponentProps<typeof TextField>>) {
  const { register } = useFormContext();
  const { onChange, ...registration } = register(name);
  return (
    <TextField
      inputMode="numeric"
      {...props}
      {...registration}
      onChange={(event) => {
        event.target.value = event.target.value.replace(/\D/g, '');
        return onChange(event);
      }}
      error={useFieldError(name)}
    />
  );
}

export function FormCheckbox({ name, ...props }: Registered<ComponentProps<typeof Checkbox>>) {
  const { register } = useFormContext();
  return <Checkbox {...props} {...register(name)} error={useFieldError(name)} />;
}

import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PHONE_CODE } from '../../../contract/constants';
import type { PhoneCode } from '../../../contract/phone';
import { useFieldError } from '../../components/form';
import { Select } from '../../components/select';
import { Spinner } from '../../components/spinner';
import { countryOf, phoneCodeOptions } from './phone-codes';
import { usePhoneCodes } from './use-phone';

/** The country calling code of a form's `name` field (digits, default 33), chosen by country. */
export function FormPhoneCodeSelect({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const codes = usePhoneCodes();
  if (codes.isPending) return <Spinner label={t('common.loading')} />;
  // Without the list the field keeps its code; the number can still be entered.
  if (codes.isError) return null;
  return <PhoneCodeSelect name={name} label={label} codes={codes.data} />;
}

function PhoneCodeSelect({
  name,
  label,
  codes,
}: {
  name: string;
  label: string;
  codes: PhoneCode[];
}) {
  const { i18n } = useTranslation();
  const { field } = useController({ name });
  const { ref, onBlur, onChange, value } = field;
  const error = useFieldError(name);
  const [country, setCountry] = useState(
    () => countryOf(codes, String(value || DEFAULT_PHONE_CODE)) ?? '',
  );
  const language = i18n.resolvedLanguage ?? 'fr';
  const options = useMemo(() => phoneCodeOptions(codes, language), [codes, language]);
  return (
    <Select
      label={label}
      options={options}
      value={country}
      name={name}
      ref={ref}
      onBlur={onBlur}
      error={error}
      onChange={(event) => {
        setCountry(event.target.value);
        const chosen = codes.find((code) => code.countryCode === event.target.value);
        onChange(chosen?.phoneCode ?? DEFAULT_PHONE_CODE);
      }}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/form';
import { FormPhoneCodeSelect } from './phone-code-select';

/** The calling code and the number, side by side, inside a react-hook-form `Form`. */
export function PhoneFields({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <FormPhoneCodeSelect name="phoneCode" label={t('phone.code')} />
      <FormTextField
        name="phone"
        type="tel"
        label={t('phone.number')}
        hint={t('phone.number.hint')}
        autoComplete="tel-national"
      />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { SIGNUP_MAX_REASONS } from '../../../contract/constants';
import { SIGNUP_REASONS, TITLES } from '../../../contract/signup';
import { FormDigitsField, FormTextArea } from '../../components/form';
import { FormCheckboxGroup, FormRadioGroup } from '../../components/form-choices';
import { PhoneFields } from '../phone/use-phone-ui';

/** PERSO: title, zip, age, phone with its calling code, up to three reasons, how they heard. */
export function PersoTab() {
  const { t } = useTranslation();
  return (
    <>
      <FormRadioGroup
        name="title"
        legend={t('signup.form.title')}
        inline
        choices={TITLES.map((value) => ({ value, label: t(`signup.title.${value}`) }))}
      />
      <div className="signup-page__row">
        <FormDigitsField
          name="zip"
          label={t('signup.form.zip')}
          maxLength={5}
          autoComplete="postal-code"
        />
        <FormDigitsField name="age" label={t('signup.form.age')} maxLength={3} />
      </div>
      <PhoneFields className="signup-page__row signup-page__row--phone" />
      <FormCheckboxGroup
        name="reasons"
        legend={t('signup.form.reasons')}
        hint={t('signup.form.reasons.hint', { max: SIGNUP_MAX_REASONS })}
        max={SIGNUP_MAX_REASONS}
        choices={SIGNUP_REASONS.map((value) => ({ value, label: t(`signup.reason.${value}`) }))}
      />
      <FormTextArea name="serviceInfo" label={t('signup.form.serviceInfo')} maxLength={500} />
    </>
  );
}

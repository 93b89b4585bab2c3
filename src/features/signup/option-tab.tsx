import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VERSION_OPTIONS, VERSIONS } from '../../../contract/signup';
import { FormRadioGroup } from '../../components/form-choices';
import type { SignupFormValues } from './signup-form';

/** OPTION: FREE or PREMIUM; PREMIUM also needs the monthly or annual payment mode. */
export function OptionTab() {
  const { t } = useTranslation();
  const version = useWatch<SignupFormValues, 'version'>({ name: 'version' });
  return (
    <>
      <FormRadioGroup
        name="version"
        legend={t('signup.form.version')}
        choices={VERSIONS.map((value) => ({
          value,
          label: `${t(`version.${value}`)} — ${t(`version.${value}.summary`)}`,
        }))}
      />
      {version === 'PREMIUM' && (
        <FormRadioGroup
          name="versionOption"
          legend={t('signup.form.versionOption')}
          hint={t('signup.form.versionOption.hint')}
          choices={VERSION_OPTIONS.map((value) => ({ value, label: t(`version.option.${value}`) }))}
        />
      )}
      <p className="signup-page__note">
        <Link to="/parameters/versions/anonymous">{t('signup.compareVersions')}</Link>
      </p>
    </>
  );
}

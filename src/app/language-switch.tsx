import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../contract/languages';
import { useAuth } from '../features/auth/use-auth';
import { useSaveLanguage } from '../features/settings/use-settings';
import { chooseLanguage } from '../lib/language';
import './language-switch.css';

/**
 * FR | EN toggle; it sets <html lang> and is remembered on this browser. Signed in, it is the
 * account's language too (the one of the preferences), so both controls agree.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const saveLanguage = useSaveLanguage();
  const choose = (language: Language) => {
    if (language === i18n.resolvedLanguage) return;
    if (user) saveLanguage.mutate(language);
    else void chooseLanguage(language);
  };
  return (
    <div className="language-switch" role="group" aria-label={t('common.language')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          title={t(`common.language.${language}`)}
          className="language-switch__option"
          aria-pressed={language === i18n.resolvedLanguage}
          onClick={() => choose(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

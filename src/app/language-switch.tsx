import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../contract/languages';
import { chooseLanguage } from '../lib/language';
import './language-switch.css';

/** FR | EN toggle; the choice is kept on this browser and sets <html lang>. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
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
          onClick={() => void chooseLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

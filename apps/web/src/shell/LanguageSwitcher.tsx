import { useId } from 'react';
import { LOCALE_BY_LANG, isLang } from '@broker/domain';
import { LANGUAGE_NAMES, LANGUAGE_ORDER } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useSession } from '../session/session-context';

/** The language choice; its label is visible where there is room (the account menu), else only to screen readers. */
export function LanguageSwitcher({ showLabel = false }: { showLabel?: boolean }) {
  const t = useT();
  const { meta, setLang } = useSession();
  const id = useId();
  return (
    <div className={`language-switcher${showLabel ? ' labelled' : ''}`}>
      <label htmlFor={id} className={showLabel ? 'language-label' : 'visually-hidden'}>
        {t('header.language')}
      </label>
      <svg className="language-icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </svg>
      <select
        id={id}
        data-testid="language-switcher"
        value={meta.lang}
        onChange={(event) => {
          if (isLang(event.target.value)) setLang(event.target.value);
        }}
      >
        {LANGUAGE_ORDER.map((lang) => (
          <option key={lang} value={lang} lang={LOCALE_BY_LANG[lang]}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}

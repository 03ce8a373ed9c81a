import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSession } from '../session/session-context';
import { CATALOGUES } from '../i18n/catalogues';

/** Speaks the session's language; switching language re-renders the whole tree at once. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { meta } = useSession();
  return (
    <IntlProvider locale={meta.locale} messages={CATALOGUES[meta.lang]} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}

import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import type { Lang } from '@broker/domain';
import { CATALOGUES } from '../i18n/catalogues';
import { LiveFeedContext } from '../live/live-feed-context';
import type { LiveFeed } from '../services/live-feed';

/** One component in a language, with a live feed, without the rest of the app. */
export function renderWithIntl(
  ui: ReactElement,
  { lang = 'en', feed = null }: { lang?: Lang; feed?: LiveFeed | null } = {},
) {
  return render(
    <IntlProvider locale={lang} messages={CATALOGUES[lang]} defaultLocale="en">
      <LiveFeedContext.Provider value={feed}>{ui}</LiveFeedContext.Provider>
    </IntlProvider>,
  );
}

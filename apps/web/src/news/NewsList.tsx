import { forwardRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t';
import { useSession } from '../session/session-context';
import { displayTimeZone, formatDateTime } from '../ui/format';
import type { NewsListItem } from './merge-news';

/** A list of news items: headline linking to the article, preamble, time, agency and type. */
export const NewsList = forwardRef<
  HTMLUListElement,
  { items: readonly NewsListItem[]; testId: string; itemTestId?: string; busy?: boolean }
>(function NewsList({ items, testId, itemTestId, busy }, ref) {
  const t = useT();
  const { meta } = useSession();
  const timeZone = displayTimeZone(meta.countryCode);
  return (
    <ul ref={ref} className="news-list" data-testid={testId} aria-busy={busy}>
      {items.map((item) => (
        <li key={item.news_id} className="news-item" data-testid={itemTestId} data-type={item.type}>
          <Link className="news-headline" to={`/news/${item.news_id}`}>
            {item.headline}
          </Link>
          {item.preamble && <p className="news-preamble">{item.preamble}</p>}
          <p className="news-meta muted">
            <time dateTime={new Date(item.datetime).toISOString()}>
              {formatDateTime(item.datetime, meta.locale, timeZone)}
            </time>
            {item.source && ` · ${item.source}`}
            {` · ${t(`newsType.${item.type}`)}`}
          </p>
        </li>
      ))}
    </ul>
  );
});

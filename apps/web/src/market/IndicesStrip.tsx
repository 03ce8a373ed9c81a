import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CallReply, getIndicatorList } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useLivePrice } from '../live/use-live-state';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatPrice } from '../ui/format';
import { ChangeFigure } from './ChangeFigure';
import { dayChange, type DayChange } from './day-change';
import { indexListQuery } from './index-queries';
import { InstrumentIcon } from './InstrumentIcon';
import './indices.css';

type IndexQuote = CallReply<typeof getIndicatorList>[number];

/** The list the strip shows: the four Nordic main indices (indicators list NORDIC_MAIN). */
const STRIP_LIST = 'NORDIC_MAIN';

/**
 * The Nordic main indices in a row of links, each with its live level and today's change; a link
 * opens the index's page with its Members tab. Nothing is shown while the list loads or if it
 * fails: the strip is a way in, and the page around it stands without it.
 */
export function IndicesStrip() {
  const t = useT();
  const client = useApiClient();
  const list = useQuery(indexListQuery(client, STRIP_LIST));
  if (!list.data || list.data.length === 0) return null;
  return (
    <section className="indices-strip" aria-labelledby="indices-strip-heading" data-testid="indices-strip">
      <h2 id="indices-strip-heading">{t('indices.strip.title')}</h2>
      <ul className="indices-strip-list">
        {list.data.map((index) => (
          <IndexCard key={index.instrument_id} index={index} />
        ))}
      </ul>
    </section>
  );
}

function snapshotChange(index: IndexQuote): DayChange | undefined {
  if (index.change === null) return undefined;
  const direction = index.change > 0 ? 'gain' : index.change < 0 ? 'loss' : 'flat';
  return { amount: index.change, percent: index.change_percent, direction };
}

function IndexCard({ index }: { index: IndexQuote }) {
  const t = useT();
  const { meta } = useSession();
  const locale = meta.locale;
  const price = useLivePrice(index.tradable ?? undefined);
  const last = typeof price?.last === 'number' ? price.last : index.last;
  const change = dayChange(price?.last, price?.close) ?? snapshotChange(index);
  return (
    <li className="indices-strip-item">
      <Link
        className="indices-strip-link"
        to={`/instrument/${index.instrument_id}?tab=members`}
        data-testid={`indices-strip-${index.symbol}`}
      >
        <span className="indices-strip-name">
          <InstrumentIcon instrumentId={index.instrument_id} size={20} />
          {index.name}
        </span>
        <span className="indices-strip-level">
          {last !== null ? (
            <>
              <span className="visually-hidden">{t('indices.col.level')} </span>
              {formatPrice(last, locale)}
            </>
          ) : (
            <span aria-label={t('price.unavailable')}>–</span>
          )}
        </span>
        {change && <ChangeFigure change={change} locale={locale} label={t('indices.col.change')} />}
      </Link>
    </li>
  );
}

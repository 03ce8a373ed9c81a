import type { LiveData } from '@broker/client';
import { useT } from '../i18n/use-t';
import { ChangeFigure } from '../market/ChangeFigure';
import { dayChange } from '../market/day-change';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import {
  displayTimeZone,
  formatCompactMoney,
  formatPrice,
  formatTimeWithSeconds,
  formatVolume,
} from '../ui/format';
import { Skeleton } from '../ui/Skeleton';
import type { LiveOrSnapshot } from './live-or-snapshot';
import { useTickDirection } from './use-tick-direction';

const DASH = '–';

/**
 * "72,2 milj. SEK" may not fit a quarter of the panel in Finnish or Norwegian: the line may break
 * between the amount and the currency code (the formatter joins them with a no-break space), never
 * inside the amount.
 */
function breakableAtCurrency(text: string, currency: string): string {
  return text.replace(new RegExp(`[\\u00a0\\u202f](?=${currency})|(?<=${currency})[\\u00a0\\u202f]`), ' ');
}

/** What is quoted: a share (traded in an order book), a fund (one NAV a day) or an index (a level). */
export type QuoteKind = 'share' | 'fund' | 'index';

/**
 * Last price and today's change up front, then the day's other figures. A fund has one price a
 * day, its NAV, and none of a share's intraday figures: it shows the NAV and the previous one. An
 * index is a level in points, not a price: no currency, and no bid, ask, volume or turnover, as
 * no one trades it.
 */
export function QuotePanel({
  price,
  currency,
  kind,
}: {
  price: LiveOrSnapshot<LiveData<'price'>>;
  currency: string;
  kind: QuoteKind;
}) {
  const isFund = kind === 'fund';
  const t = useT();
  const { meta } = useSession();
  const data = price.data;
  const tick = useTickDirection(data?.last);

  if (price.isPending) {
    return (
      <section className="card quote-panel" role="status" aria-labelledby="quote-title">
        <h2 id="quote-title" className="visually-hidden">
          {t('instrument.quote')}
        </h2>
        <Skeleton width="10rem" height="2.5rem" />
        <Skeleton width="8rem" height="1.1rem" />
        <Skeleton height="5rem" />
        <span className="visually-hidden">{t('app.loading')}</span>
      </section>
    );
  }
  if (price.isError || !data) {
    return (
      <section className="card quote-panel" aria-labelledby="quote-title">
        <h2 id="quote-title" className="visually-hidden">
          {t('instrument.quote')}
        </h2>
        <ErrorState message={t('instrument.priceError')} onRetry={price.retry} testId="quote-error" />
      </section>
    );
  }

  // A field that went away arrives as null (see dayChange), so the test is for a number.
  const showPrice = (value: number | undefined) =>
    typeof value === 'number' ? formatPrice(value, meta.locale) : DASH;
  const change = dayChange(data.last, data.close);
  const figures: { label: string; value: string; testId: string }[] = isFund
    ? [{ label: t('quote.previousNav'), value: showPrice(data.close), testId: 'quote-close' }]
    : kind === 'index'
      ? [
          { label: t('quote.open'), value: showPrice(data.open), testId: 'quote-open' },
          { label: t('quote.high'), value: showPrice(data.high), testId: 'quote-high' },
          { label: t('quote.low'), value: showPrice(data.low), testId: 'quote-low' },
          { label: t('quote.previousClose'), value: showPrice(data.close), testId: 'quote-close' },
        ]
      : [
          { label: t('quote.bid'), value: showPrice(data.bid), testId: 'quote-bid' },
          { label: t('quote.ask'), value: showPrice(data.ask), testId: 'quote-ask' },
          { label: t('quote.open'), value: showPrice(data.open), testId: 'quote-open' },
          { label: t('quote.high'), value: showPrice(data.high), testId: 'quote-high' },
          { label: t('quote.low'), value: showPrice(data.low), testId: 'quote-low' },
          { label: t('quote.previousClose'), value: showPrice(data.close), testId: 'quote-close' },
          {
            label: t('quote.volume'),
            value:
              typeof data.turnover_volume === 'number'
                ? formatVolume(data.turnover_volume, meta.locale)
                : DASH,
            testId: 'quote-volume',
          },
          {
            label: t('quote.turnover'),
            value:
              typeof data.turnover === 'number'
                ? breakableAtCurrency(formatCompactMoney(data.turnover, currency, meta.locale), currency)
                : DASH,
            testId: 'quote-turnover',
          },
        ];

  return (
    <section className="card quote-panel" aria-labelledby="quote-title">
      <h2 id="quote-title" className="visually-hidden">
        {t('instrument.quote')}
      </h2>
      <div className="quote-main">
        <div className="quote-last">
          <span className="quote-label">
            {t(isFund ? 'quote.nav' : kind === 'index' ? 'indices.col.level' : 'quote.last')}
          </span>
          <span className="quote-last-value">
            <span
              key={data.last}
              className={`quote-last-number${tick ? ` tick-${tick}` : ''}`}
              data-testid="live-last-price"
            >
              {showPrice(data.last)}
            </span>
            {kind !== 'index' && <span className="quote-currency">{currency}</span>}
          </span>
        </div>
        <div className="quote-change">
          <span className="quote-label">{t('quote.changeToday')}</span>
          {change ? (
            <ChangeFigure
              change={change}
              locale={meta.locale}
              label={t('quote.changeToday')}
              testId="live-change"
            />
          ) : (
            <span data-testid="live-change">{DASH}</span>
          )}
        </div>
      </div>
      <dl className="quote-figures">
        {figures.map((figure) => (
          <div key={figure.testId} className="quote-figure">
            <dt>{figure.label}</dt>
            <dd data-testid={figure.testId}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {typeof data.tick_timestamp === 'number' && (
        <p className="quote-updated muted">
          {t('quote.updatedAt', {
            time: formatTimeWithSeconds(data.tick_timestamp, meta.locale, displayTimeZone(meta.countryCode)),
          })}
        </p>
      )}
    </section>
  );
}

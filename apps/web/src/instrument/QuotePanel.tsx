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
 * Last price and today's change up front, then the day's other figures. A fund has one price a
 * day, its NAV, and none of a share's intraday figures: it shows the NAV and the previous one.
 */
export function QuotePanel({
  price,
  currency,
  isFund,
}: {
  price: LiveOrSnapshot<LiveData<'price'>>;
  currency: string;
  isFund: boolean;
}) {
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
            typeof data.turnover_volume === 'number' ? formatVolume(data.turnover_volume, meta.locale) : DASH,
          testId: 'quote-volume',
        },
        {
          label: t('quote.turnover'),
          value:
            typeof data.turnover === 'number'
              ? formatCompactMoney(data.turnover, currency, meta.locale)
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
          <span className="quote-label">{isFund ? t('quote.nav') : t('quote.last')}</span>
          <span className="quote-last-value">
            <span
              key={data.last}
              className={`quote-last-number${tick ? ` tick-${tick}` : ''}`}
              data-testid="live-last-price"
            >
              {showPrice(data.last)}
            </span>
            <span className="quote-currency">{currency}</span>
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

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { COUNTRY_FACTS, isCountryCode, SLUG_PATTERN } from '@broker/domain';
import { Link, useParams } from 'react-router';
import type { CallReply, getInstrument } from '@broker/contract';
import { ChartCard } from '../chart/ChartCard';
import { InstrumentNotes } from '../notes/InstrumentNotes';
import { useSession } from '../session/session-context';
import { useT } from '../i18n/use-t';
import { firstTradable } from '../market/first-tradable';
import { instrumentQuery } from '../market/market-queries';
import { tradingStatusView } from '../market/trading-status';
import { TradingStatusBadge } from '../market/TradingStatusBadge';
import { InstrumentNews } from '../news/InstrumentNews';
import { useApiClient } from '../services/services-context';
import { ErrorState } from '../ui/ErrorState';
import { isNotFound } from '../ui/is-not-found';
import { parseRouteId } from '../ui/route-id';
import { Skeleton } from '../ui/Skeleton';
import { useDocumentTitle } from '../ui/use-document-title';
import { DepthTable } from './DepthTable';
import { InstrumentNotFound } from './InstrumentNotFound';
import { InstrumentSkeleton } from './InstrumentSkeleton';
import { QuotePanel } from './QuotePanel';
import { TradesList } from './TradesList';
import { ShareTrade } from '../share-order/ShareTrade';
import type { PickedPrice } from '../share-order/ShareOrderPanel';
import { useInstrumentMarketData } from './use-instrument-market-data';
import { CompanyFacts } from './CompanyFacts';
import { DividendsTab } from './DividendsTab';
import { FinancialsTab } from './FinancialsTab';
import { instrumentSlugQuery } from './instrument-data-queries';
import { InstrumentTabs, type InstrumentTab } from './InstrumentTabs';
import { KeyFiguresTab } from './KeyFiguresTab';
import { RatingsTab } from './RatingsTab';
import { indexTabs } from './index-tabs';
import { InstrumentIcon } from '../market/InstrumentIcon';
import './instrument-data.css';
import { FundFactsCard } from '../fund-facts/FundFactsCard';
import { FundHoldingsTab } from '../fund-facts/FundHoldingsTab';
import { FundReturnsTab } from '../fund-facts/FundReturnsTab';

type Instrument = CallReply<typeof getInstrument>;

/** The longest slug the API accepts. */
const SLUG_MAX = 120;

/**
 * `/instrument/:slugOrId`: one instrument with its live price, order book, trades and news, and for
 * a share its company data in tabs. The address names it by id (`/instrument/1008`) or in words
 * (`/instrument/hallands-livs`, spec 001 §7.12), which the server resolves to the id.
 */
export function InstrumentPage() {
  const { slugOrId } = useParams();
  const id = parseRouteId(slugOrId);
  // A new instrument is a new page: no state of the previous one may carry over.
  if (id !== undefined) return <InstrumentView key={id} instrumentId={id} />;
  // Typed addresses come in capitals too; slugs are lower case.
  const slug = slugOrId?.toLowerCase();
  if (slug === undefined || /^\d+$/.test(slug) || slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug)) {
    return <InstrumentNotFound />;
  }
  return <SlugInstrumentView key={slug} slug={slug} />;
}

function SlugInstrumentView({ slug }: { slug: string }) {
  const t = useT();
  const client = useApiClient();
  const resolved = useQuery(instrumentSlugQuery(client, slug));
  if (resolved.isPending) return <InstrumentSkeleton />;
  if (resolved.isError) {
    if (isNotFound(resolved.error)) return <InstrumentNotFound />;
    return (
      <div className="page">
        <ErrorState
          message={t('instrument.error')}
          onRetry={() => void resolved.refetch()}
          testId="instrument-error"
        />
      </div>
    );
  }
  const id = resolved.data.instrument_id;
  return <InstrumentView key={id} instrumentId={id} />;
}

function InstrumentView({ instrumentId }: { instrumentId: number }) {
  const t = useT();
  const client = useApiClient();
  const instrument = useQuery(instrumentQuery(client, instrumentId));
  useDocumentTitle(instrument.data?.name ?? t('instrument.title'));

  if (instrument.isPending) return <InstrumentSkeleton />;
  if (instrument.isError) {
    if (isNotFound(instrument.error)) return <InstrumentNotFound />;
    return (
      <div className="page">
        <ErrorState
          message={t('instrument.error')}
          onRetry={() => void instrument.refetch()}
          testId="instrument-error"
        />
      </div>
    );
  }
  return <InstrumentDetails instrument={instrument.data} />;
}

function InstrumentDetails({ instrument }: { instrument: Instrument }) {
  const t = useT();
  const tradable = firstTradable(instrument);
  const isFund = instrument.instrument_group_type === 'FND';
  const isShare = instrument.instrument_group_type === 'EQ';
  const isIndex = instrument.instrument_group_type === 'IDX';
  // Funds trade at the day's NAV and indices are not traded: neither has an order book or trades.
  const hasOrderBook = !isFund && !isIndex;
  const { price, depth, status } = useInstrumentMarketData(tradable, { withDepth: hasOrderBook });
  const [picked, setPicked] = useState<PickedPrice | undefined>();
  const pick = (value: number) => setPicked((p) => ({ price: value, seq: (p?.seq ?? 0) + 1 }));
  const country = instrument.market.country;
  const { status: sessionStatus } = useSession();
  const notes =
    sessionStatus === 'loggedIn' ? (
      <InstrumentNotes instrumentId={instrument.instrument_id} instrumentName={instrument.name} />
    ) : null;
  const last = price.data?.last;
  const live =
    last === undefined
      ? undefined
      : {
          last,
          ...(price.data?.bid === undefined ? {} : { bid: price.data.bid }),
          at: price.data?.tick_timestamp ?? price.data?.trade_timestamp ?? Date.now(),
        };
  const phase = status.data?.orderbook_status;
  const tone = phase
    ? tradingStatusView({ orderbook_status: phase, halted: status.data?.halted }).tone
    : 'closed';
  const chart = (
    <ChartCard
      instrument={{
        id: instrument.instrument_id,
        name: instrument.name,
        symbol: instrument.symbol,
        currency: instrument.currency,
        isFund,
      }}
      {...(live && tone !== 'closed' ? { live } : {})}
      marketOpen={tone === 'open' || tone === 'auction'}
    />
  );

  const news = <InstrumentNews instrumentId={instrument.instrument_id} instrumentName={instrument.name} />;
  const overview = tradable ? (
    <div className={`instrument-grid${isShare ? ' instrument-grid-share' : ''}`}>
      <QuotePanel
        price={price}
        currency={instrument.currency}
        kind={isFund ? 'fund' : isIndex ? 'index' : 'share'}
      />
      {isShare && (
        <ShareTrade
          book={{
            instrumentId: instrument.instrument_id,
            name: instrument.name,
            marketId: tradable.m,
            identifier: tradable.i,
            currency: instrument.currency,
            timeZone: isCountryCode(country) ? COUNTRY_FACTS[country].timeZone : 'Europe/Stockholm',
          }}
          quote={{ bid: price.data?.bid, ask: price.data?.ask, last: price.data?.last }}
          picked={picked}
        />
      )}
      {chart}
      {hasOrderBook && <DepthTable depth={depth} {...(isShare ? { onPick: pick } : {})} />}
      {hasOrderBook && <TradesList tradable={tradable} />}
      {isShare && <CompanyFacts instrumentId={instrument.instrument_id} />}
      {isFund && <FundFactsCard instrumentId={instrument.instrument_id} />}
      {news}
      {notes}
    </div>
  ) : (
    <>
      <p className="card section-empty muted" data-testid="no-market-data">
        {t('instrument.noMarketData')}
      </p>
      {chart}
      {news}
      {notes}
    </>
  );
  const id = instrument.instrument_id;
  // Indices have no company data: their page stays one page.
  const tabs: InstrumentTab[] | undefined = isShare
    ? [
        { id: 'overview', label: t('instrumentData.tab.overview'), render: () => overview },
        {
          id: 'key-figures',
          label: t('instrumentData.tab.keyFigures'),
          render: () => <KeyFiguresTab instrumentId={id} />,
        },
        {
          id: 'financials',
          label: t('instrumentData.tab.financials'),
          render: () => <FinancialsTab instrumentId={id} />,
        },
        {
          id: 'dividends',
          label: t('instrumentData.tab.dividends'),
          render: () => <DividendsTab instrumentId={id} />,
        },
        {
          id: 'ratings',
          label: t('instrumentData.tab.ratings'),
          render: () => <RatingsTab instrumentId={id} />,
        },
        { id: 'news', label: t('instrumentData.tab.news'), render: () => news },
      ]
    : isFund
      ? [
          // A fund's facts sit on its overview; its holdings and returns have tabs of their own.
          { id: 'overview', label: t('instrumentData.tab.overview'), render: () => overview },
          {
            id: 'holdings',
            label: t('fundFacts.tab.holdings'),
            render: () => <FundHoldingsTab instrumentId={id} />,
          },
          {
            id: 'returns',
            label: t('fundFacts.tab.returns'),
            render: () => <FundReturnsTab instrumentId={id} />,
          },
        ]
      : undefined;

  // An index's page has its members in a tab of their own (index-tabs.tsx).
  const pageTabs = tabs ?? indexTabs(instrument, overview, t);

  return (
    <div className="page instrument-page" data-testid="instrument-page">
      <header className="instrument-head">
        <div className="instrument-title">
          <h1 data-testid="instrument-name">
            <InstrumentIcon instrumentId={instrument.instrument_id} size={32} />
            {instrument.name}
          </h1>
          <p className="instrument-facts">
            {/* A fund has no ticker: its symbol is its name, already the heading. */}
            {instrument.symbol !== instrument.name && (
              <>
                <span data-testid="instrument-symbol">{instrument.symbol}</span>
                <span aria-hidden="true"> · </span>
              </>
            )}
            <span data-testid="instrument-market">
              {isFund ? t('instrument.fundMarket') : instrument.market.name}
            </span>
            <span aria-hidden="true"> · </span>
            {/* An index is a level in points: it has no currency (QuotePanel). */}
            {!isIndex && (
              <>
                <span data-testid="instrument-currency">{instrument.currency}</span>
                <span aria-hidden="true"> · </span>
              </>
            )}
            <span>{t(`instrumentType.${instrument.instrument_group_type}`)}</span>
          </p>
        </div>
        {isFund && (
          <div className="instrument-order-buttons">
            <Link className="button button-primary" to={`/fund-order/${instrument.instrument_id}/buy`}>
              {t('fundOrder.buy')}
            </Link>
            <Link className="button button-secondary" to={`/fund-order/${instrument.instrument_id}/sell`}>
              {t('fundOrder.sell')}
            </Link>
          </div>
        )}
        {tradable && (
          <div className="instrument-status">
            {status.data?.orderbook_status ? (
              <TradingStatusBadge
                status={{ orderbook_status: status.data.orderbook_status, halted: status.data.halted }}
                testId="trading-status"
              />
            ) : status.isPending ? (
              <Skeleton width="6rem" height="1.6rem" />
            ) : (
              <span className="status-badge status-closed" data-testid="trading-status">
                {t('tradingStatus.UNKNOWN')}
              </span>
            )}
          </div>
        )}
      </header>

      {pageTabs ? (
        <InstrumentTabs tabs={pageTabs} label={t('instrumentData.tabs.label', { name: instrument.name })} />
      ) : (
        overview
      )}
    </div>
  );
}

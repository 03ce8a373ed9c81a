import type { CallReply, getCuratedList } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { LivePriceCells } from './LivePriceCells';
import { tradableOfOrderBookId } from './list-tradable';

/** An instrument as the list replies carry it (curated lists, watchlists, the community feed). */
export type ListInstrument = CallReply<typeof getCuratedList>['instruments'][number];

/** The line under a listed instrument's name: its symbol (when it is not the name) and its type. */
export function ListInstrumentMeta({ instrument }: { instrument: ListInstrument }) {
  const t = useT();
  return (
    <span className="instrument-meta">
      {instrument.symbol !== instrument.name && `${instrument.symbol} · `}
      {t(`instrumentType.${instrument.instrument_group_type}`)}
    </span>
  );
}

/** A listed instrument's live last price and today's change, starting from the list reply's snapshot. */
export function ListInstrumentPriceCells({
  instrument,
  locale,
  testId,
}: {
  instrument: ListInstrument;
  locale: string;
  testId: string;
}) {
  return (
    <LivePriceCells
      tradable={tradableOfOrderBookId(instrument.market_data_order_book_id)}
      snapshot={{
        last: instrument.last_price,
        change: instrument.day_change,
        changePercent: instrument.day_change_percent,
      }}
      currency={instrument.currency}
      locale={locale}
      testId={testId}
    />
  );
}

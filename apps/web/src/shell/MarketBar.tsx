import { useT } from '../i18n/use-t';
import { FreshnessMarker } from '../live/FreshnessMarker';
import { MarketStatusLine } from '../market/MarketStatusLine';

/** Under the header on every logged-in page: where the markets stand and whether prices are moving. */
export function MarketBar() {
  const t = useT();
  return (
    <section className="market-bar" aria-label={t('marketStatus.region')}>
      <div className="market-bar-inner">
        <MarketStatusLine />
        <FreshnessMarker />
      </div>
    </section>
  );
}

import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CallReply, getFundFacts } from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatPercent } from '../ui/format';
import { FundDataState } from './FundDataState';
import { fundFactsQuery } from './fund-facts-queries';
import './fund-facts.css';

type Facts = CallReply<typeof getFundFacts>;

/**
 * The holdings tab: the ten largest holdings (a link to each share we list) and where the money is,
 * by asset class, region and sector. Each allocation is a table whose rows carry a bar drawn in
 * CSS beside the figure; the bar is decoration, the figure is the fact.
 */
export function FundHoldingsTab({ instrumentId }: { instrumentId: number }) {
  const client = useApiClient();
  const query = useQuery(fundFactsQuery(client, instrumentId));
  return (
    <div className="instrument-data" data-testid="fund-holdings">
      <FundDataState query={query} testId="fund-holdings">
        {(facts) => <HoldingsView facts={facts} />}
      </FundDataState>
    </div>
  );
}

function HoldingsView({ facts }: { facts: Facts }) {
  const t = useT();
  const { meta } = useSession();
  const topId = useId();
  const percent = (v: string) => formatPercent(Number(v), meta.locale);
  return (
    <>
      <section className="card instrument-section" aria-labelledby={topId} data-testid="fund-top-holdings">
        <h2 id={topId} className="section-title">
          {t('fundFacts.holdings.title')}
        </h2>
        <table className="company-table" aria-labelledby={topId}>
          <thead>
            <tr>
              <th scope="col">{t('fundFacts.holdings.col.name')}</th>
              <th scope="col" className="num">
                {t('fundFacts.holdings.col.weight')}
              </th>
            </tr>
          </thead>
          <tbody>
            {facts.holdings.map((h) => (
              <tr key={h.name} data-testid="fund-holding">
                <th scope="row">
                  {h.instrument_id === null ? (
                    h.name
                  ) : (
                    <Link to={`/instrument/${h.instrument_id}`}>{h.name}</Link>
                  )}
                </th>
                <td className="num">{percent(h.weight)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div className="fund-allocations">
        <Allocation
          testId="fund-allocation-asset"
          title={t('fundFacts.allocation.asset')}
          rows={facts.asset_allocation.map((a) => ({
            name: t(`fundFacts.asset.${a.key}`),
            weight: a.weight,
          }))}
        />
        <Allocation
          testId="fund-allocation-region"
          title={t('fundFacts.allocation.region')}
          rows={facts.region_allocation.map((a) => ({ name: t(`fundRegion.${a.key}`), weight: a.weight }))}
        />
        <Allocation
          testId="fund-allocation-sector"
          title={t('fundFacts.allocation.sector')}
          rows={facts.sector_allocation.map((a) => ({
            name: t(`sector.${a.key}` as MessageKey),
            weight: a.weight,
          }))}
        />
      </div>
    </>
  );
}

function Allocation({
  title,
  rows,
  testId,
}: {
  title: string;
  rows: { name: string; weight: string }[];
  testId: string;
}) {
  const t = useT();
  const { meta } = useSession();
  const id = useId();
  return (
    <section className="card instrument-section fund-allocation" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <table className="company-table allocation-table" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{t('fundFacts.allocation.col.part')}</th>
            <th scope="col" className="num">
              {t('fundFacts.allocation.col.weight')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name}>
              <th scope="row">
                {r.name}
                <span className="allocation-bar" aria-hidden="true">
                  <span style={{ width: `${Math.min(100, Number(r.weight))}%` }} />
                </span>
              </th>
              <td className="num">{formatPercent(Number(r.weight), meta.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

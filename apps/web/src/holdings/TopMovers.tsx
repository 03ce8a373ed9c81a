import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { formatSignedMoney, formatSignedPercent } from '../ui/format';
import { topMoversQuery, type TopMovers as Movers } from './holdings-queries';

const KINDS = ['EXCHANGE_TRADED', 'FUNDS'] as const;
const SORTS = ['PERCENT', 'CONTRIBUTION'] as const;
type Kind = (typeof KINDS)[number];
type Sort = (typeof SORTS)[number];

/**
 * Today's movers among the holdings (spec 001 §7.10 "top movers (exchange-traded, funds)"): shares
 * or funds, the five that rose and the five that fell most, by percent or by what the change
 * added to or took from the accounts in money.
 */
export function TopMovers({ accid }: { accid: number | undefined }) {
  const t = useT();
  const [kind, setKind] = useState<Kind>('EXCHANGE_TRADED');
  const [sort, setSort] = useState<Sort>('PERCENT');
  const movers = useQuery(topMoversQuery(useApiClient(), accid, kind, sort));
  return (
    <section className="card returns-movers" aria-labelledby="returns-movers" data-testid="returns-movers">
      <h2 id="returns-movers">{t('holdings.movers')}</h2>
      <div className="returns-movers-choices">
        <Choices<Kind>
          label={t('holdings.movers.kind')}
          options={KINDS}
          chosen={kind}
          name={(k) => t(`holdings.movers.kind.${k}`)}
          onChoose={setKind}
        />
        <Choices<Sort>
          label={t('holdings.movers.sort')}
          options={SORTS}
          chosen={sort}
          name={(k) => t(`holdings.movers.sort.${k}`)}
          onChoose={setSort}
        />
      </div>
      {movers.isError ? (
        <ErrorState message={t('holdings.error')} onRetry={() => void movers.refetch()} />
      ) : movers.isPending ? (
        <p className="muted" aria-busy="true">
          {t('holdings.loading')}
        </p>
      ) : movers.data.gainers.length + movers.data.losers.length === 0 ? (
        <p className="muted">{t('holdings.movers.none')}</p>
      ) : (
        <div className="returns-movers-lists">
          <MoverList title={t('holdings.movers.up')} list={movers.data.gainers} data={movers.data} id="up" />
          <MoverList
            title={t('holdings.movers.down')}
            list={movers.data.losers}
            data={movers.data}
            id="down"
          />
        </div>
      )}
    </section>
  );
}

/** A row of buttons of which one is pressed: the movers' kind, or their order. */
function Choices<T extends string>({
  label,
  options,
  chosen,
  name,
  onChoose,
}: {
  label: string;
  options: readonly T[];
  chosen: T;
  name(option: T): string;
  onChoose(option: T): void;
}) {
  return (
    <div className="returns-periods" role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o}
          type="button"
          className="chart-period"
          aria-pressed={chosen === o}
          onClick={() => onChoose(o)}
        >
          {name(o)}
        </button>
      ))}
    </div>
  );
}

function MoverList({
  title,
  list,
  data,
  id,
}: {
  title: string;
  list: Movers['gainers'];
  data: Movers;
  id: string;
}) {
  const t = useT();
  const { meta } = useSession();
  return (
    <div className="returns-mover-list">
      <h3 id={`movers-${id}`}>{title}</h3>
      {list.length === 0 ? (
        <p className="muted">{t('holdings.movers.noneHere')}</p>
      ) : (
        <ol aria-labelledby={`movers-${id}`} data-testid={`movers-${id}`}>
          {list.map((m) => (
            <li key={m.instrument_id}>
              <Link to={`/instrument/${m.instrument_id}`}>{m.name}</Link>
              <span className={m.change_percent >= 0 ? 'gain' : 'loss'}>
                {formatSignedPercent(m.change_percent, meta.locale)}
              </span>
              <span className="muted">
                {formatSignedMoney({ value: m.contribution, currency: data.currency }, meta.locale)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

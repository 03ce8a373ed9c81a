import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CallReply, getFundFacts } from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';
import { useT, type Translate } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatCompactMoney, formatDay, formatPercent } from '../ui/format';
import { FundDataState, NoFigure } from './FundDataState';
import { fundFactsQuery } from './fund-facts-queries';
import { SrriScale } from './SrriScale';
import './fund-facts.css';

type Facts = CallReply<typeof getFundFacts>;

/** A fund category of the demo catalogue in the customer's language; another shows as given. */
export function categoryName(category: string, t: Translate): string {
  const key = `fundCategory.${category}` as MessageKey;
  const text = t(key);
  return text === key ? category : text;
}

/**
 * A fund's facts on its overview: who runs it and since when, what it costs, how risky it is (the
 * SRRI scale and our label), whether it pays out, how large it is, where it invests and against
 * what it is measured.
 */
export function FundFactsCard({ instrumentId }: { instrumentId: number }) {
  const t = useT();
  const client = useApiClient();
  const id = useId();
  const query = useQuery(fundFactsQuery(client, instrumentId));
  return (
    <section
      className="card instrument-section fund-facts-card"
      aria-labelledby={id}
      data-testid="fund-facts"
    >
      <h2 id={id} className="section-title">
        {t('fundFacts.title')}
      </h2>
      <FundDataState query={query} testId="fund-facts">
        {(facts) => <FactsList facts={facts} />}
      </FundDataState>
    </section>
  );
}

function FactsList({ facts }: { facts: Facts }) {
  const t = useT();
  const { meta } = useSession();
  const percent = (v: string | null) => (v === null ? <NoFigure /> : formatPercent(Number(v), meta.locale));
  // Fees in a sentence: no fee set reads as none (0 %), as the fund list shows it.
  const fee = (v: string | null) => formatPercent(Number(v ?? 0), meta.locale);
  return (
    <dl className="company-facts fund-facts">
      <div>
        <dt>{t('fundFacts.company')}</dt>
        <dd data-testid="fund-company">{facts.company}</dd>
      </div>
      <div>
        <dt>{t('fundFacts.managers')}</dt>
        <dd>
          <ul className="fund-managers" data-testid="fund-managers">
            {facts.managers.map((m) => (
              <li key={m.name}>
                {t('fundFacts.managerSince', { name: m.name, since: formatDay(m.since, meta.locale) })}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt>{t('fundFacts.launch')}</dt>
        <dd>{formatDay(facts.launch_date, meta.locale)}</dd>
      </div>
      {facts.category && (
        <div>
          <dt>{t('fundFacts.category')}</dt>
          <dd>{categoryName(facts.category, t)}</dd>
        </div>
      )}
      <div>
        <dt>{t('fundFacts.region')}</dt>
        <dd data-testid="fund-region">{t(`fundRegion.${facts.region}`)}</dd>
      </div>
      <div>
        <dt>{t('fundFacts.ongoingCharge')}</dt>
        <dd data-testid="fund-ongoing-charge">{percent(facts.ongoing_charge)}</dd>
      </div>
      <div>
        <dt>{t('fundFacts.fees')}</dt>
        <dd>{t('fundFacts.feesValue', { buy: fee(facts.buy_fee), sell: fee(facts.sell_fee) })}</dd>
      </div>
      <div className="fund-facts-risk">
        <dt>{t('fundFacts.risk')}</dt>
        <dd data-testid="fund-risk">
          {facts.srri === null || facts.risk_label === null ? (
            t('fundFacts.risk.unknown')
          ) : (
            <>
              <span className="fund-risk-label">{t(`fundFacts.risk.${facts.risk_label}`)}</span>
              <SrriScale srri={facts.srri} label={facts.risk_label} />
            </>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('fundFacts.sfdr')}</dt>
        <dd>
          {facts.sfdr_article === null ? (
            <NoFigure />
          ) : (
            t(`screener.sfdr.${facts.sfdr_article}` as MessageKey)
          )}
        </dd>
      </div>
      <div>
        <dt>{t('fundFacts.dividendStrategy')}</dt>
        <dd data-testid="fund-dividend-strategy">{t(`fundFacts.dividend.${facts.dividend_strategy}`)}</dd>
      </div>
      <div>
        <dt>{t('fundFacts.aum')}</dt>
        <dd data-testid="fund-aum">
          {t('fundFacts.aumValue', {
            amount: formatCompactMoney(Number(facts.aum), facts.aum_currency, meta.locale),
            day: formatDay(facts.aum_day, meta.locale),
          })}
        </dd>
      </div>
      <div>
        <dt>{t('fundFacts.benchmark')}</dt>
        <dd>{facts.benchmark ?? t('fundFacts.noBenchmark')}</dd>
      </div>
      <div>
        <dt>{t('fundFacts.isin')}</dt>
        <dd>{facts.isin}</dd>
      </div>
    </dl>
  );
}

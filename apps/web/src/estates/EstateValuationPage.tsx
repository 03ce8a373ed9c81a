import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import type { EstateValuation } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { formatDay, formatMoney, formatPrice, formatQuantity } from '../ui/format';
import { PageLoading } from '../ui/PageLoading';
import { useDocumentTitle } from '../ui/use-document-title';
import { estateValuationPdfHref, estateValuationQuery } from './estate-queries';
import './estates.css';

/**
 * `/estate`: for a representative acting for an estate, what the estate held at the end of the day
 * of death, valued at the last close on or before it, account by account, for the estate inventory
 * (bouppteckning, skifte, perukirja); the same as a PDF certificate. Any other customer is told
 * plainly that the page is an estate's.
 */
export function EstateValuationPage() {
  const t = useT();
  const client = useApiClient();
  useDocumentTitle(t('estates.title'));
  const valuation = useQuery(estateValuationQuery(client));
  if (valuation.isPending) return <PageLoading />;
  if (valuation.isError) {
    const notAnEstate = valuation.error instanceof ApiError && valuation.error.code === 'NOT_AN_ESTATE';
    return (
      <section className="page narrow estate-page" aria-labelledby="estate-title">
        <h1 id="estate-title">{t('estates.title')}</h1>
        {notAnEstate ? (
          <p data-testid="estate-not-an-estate">{t('estates.notAnEstate')}</p>
        ) : (
          <ErrorState message={t('estates.error')} onRetry={() => void valuation.refetch()} />
        )}
      </section>
    );
  }
  return <ValuationView valuation={valuation.data} />;
}

function ValuationView({ valuation: v }: { valuation: EstateValuation }) {
  const t = useT();
  const { meta } = useSession();
  return (
    <section className="page estate-page" aria-labelledby="estate-title" data-testid="estate-valuation">
      <header className="page-head estate-head">
        <h1 id="estate-title">{t('estates.title')}</h1>
        <p className="estate-name" data-testid="estate-name">
          {t('estates.estateOf', { name: v.name })}
        </p>
        <p data-testid="estate-died-on">{t('estates.diedOn', { day: formatDay(v.diedOn, meta.locale) })}</p>
      </header>
      <div className="card estate-about">
        <p>{t('estates.intro')}</p>
        <p>{t('estates.rules')}</p>
        <p>
          <a
            className="button button-secondary"
            href={estateValuationPdfHref(meta.lang)}
            download
            data-testid="estate-pdf"
          >
            {t('estates.pdf')}
          </a>
        </p>
      </div>
      {v.accounts.length === 0 ? (
        <p data-testid="estate-no-accounts">{t('estates.noAccounts')}</p>
      ) : (
        v.accounts.map((account) => <AccountValuation key={account.accid} account={account} />)
      )}
    </section>
  );
}

function AccountValuation({ account: a }: { account: EstateValuation['accounts'][number] }) {
  const t = useT();
  const { meta } = useSession();
  const ids = useId();
  const locale = meta.locale;
  return (
    <article
      className="card estate-account"
      aria-labelledby={`${ids}-title`}
      data-testid={`estate-account-${a.accno}`}
    >
      <h2 id={`${ids}-title`}>{a.alias}</h2>
      <dl className="estate-facts">
        <div>
          <dt>{t('account.number')}</dt>
          <dd>{a.accno}</dd>
        </div>
        <div>
          <dt>{t('account.type')}</dt>
          <dd>{a.type}</dd>
        </div>
      </dl>
      {a.holdings.length === 0 ? (
        <p className="muted" data-testid="estate-no-holdings">
          {t('estates.noHoldings')}
        </p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby={`${ids}-caption`} tabIndex={0}>
          <table className="positions-table estate-table" data-testid="estate-holdings">
            <caption id={`${ids}-caption`} className="visually-hidden">
              {t('estates.holdingsOf', { account: a.alias })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('estates.col.name')}</th>
                <th scope="col">{t('estates.col.isin')}</th>
                <th scope="col" className="num">
                  {t('estates.col.quantity')}
                </th>
                <th scope="col" className="num">
                  {t('estates.col.price')}
                </th>
                <th scope="col">{t('estates.col.priceDay')}</th>
                <th scope="col" className="num">
                  {t('estates.col.value')}
                </th>
              </tr>
            </thead>
            <tbody>
              {a.holdings.map((h, i) => (
                <tr key={`${h.isin}-${i}`} data-testid={`estate-holding-${h.isin}`}>
                  <th scope="row">{h.name}</th>
                  <td>{h.isin}</td>
                  <td className="num">{formatQuantity(h.quantity, locale)}</td>
                  <td className="num">
                    {h.price ? formatPrice(h.price.value, locale, h.price.currency) : t('estates.noPrice')}
                  </td>
                  <td>{h.priceDay ? formatDay(h.priceDay, locale) : '–'}</td>
                  <td className="num">{h.value ? formatMoney(h.value, locale) : t('estates.noPrice')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <dl className="estate-sums">
        <div>
          <dt>{t('estates.cash')}</dt>
          <dd data-testid="estate-cash">{formatMoney(a.cash, locale)}</dd>
        </div>
        <div className="estate-total">
          <dt>{t('estates.total')}</dt>
          <dd data-testid="estate-total">{formatMoney(a.total, locale)}</dd>
        </div>
      </dl>
    </article>
  );
}

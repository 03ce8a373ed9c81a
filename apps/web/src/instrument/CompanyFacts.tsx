import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isGicsSector } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatVolume } from '../ui/format';
import { Skeleton } from '../ui/Skeleton';
import { companyProfileQuery } from './instrument-data-queries';

const sectorKey = (sector: string) => `sector.${sector}` as MessageKey;

/**
 * Facts about the company on the overview: founded, headquarters, employees, management, website
 * and sector. Nothing at all when the call fails (or for a share without company data): the
 * overview is about the price and the trading, and these facts are a bonus there.
 */
export function CompanyFacts({ instrumentId }: { instrumentId: number }) {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const id = useId();
  const query = useQuery(companyProfileQuery(client, instrumentId));
  if (query.isError) return null;
  const p = query.data;
  return (
    <section
      className="card instrument-section company-facts-card"
      aria-labelledby={id}
      data-testid="company-facts"
    >
      <h2 id={id} className="section-title">
        {t('instrumentData.company.title')}
      </h2>
      {!p ? (
        <div role="status" className="section-loading">
          <Skeleton height="6rem" />
          <span className="visually-hidden">{t('app.loading')}</span>
        </div>
      ) : (
        <dl className="company-facts">
          {p.sector && (
            <div>
              <dt>{t('instrumentData.company.sector')}</dt>
              <dd>{isGicsSector(p.sector) ? t(sectorKey(p.sector)) : p.sector}</dd>
            </div>
          )}
          <div>
            <dt>{t('instrumentData.company.founded')}</dt>
            <dd>{p.founded}</dd>
          </div>
          <div>
            <dt>{t('instrumentData.company.headquarters')}</dt>
            <dd>{p.headquarters}</dd>
          </div>
          <div>
            <dt>{t('instrumentData.company.employees')}</dt>
            <dd>{formatVolume(p.employees, meta.locale)}</dd>
          </div>
          <div>
            <dt>{t('instrumentData.company.ceo')}</dt>
            <dd>{p.ceo}</dd>
          </div>
          <div>
            <dt>{t('instrumentData.company.chair')}</dt>
            <dd>{p.chair}</dd>
          </div>
          <div>
            <dt>{t('instrumentData.company.isin')}</dt>
            <dd>{p.isin}</dd>
          </div>
          <div>
            <dt>{t('instrumentData.company.website')}</dt>
            <dd>
              <a href={p.website} target="_blank" rel="noopener noreferrer">
                {p.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              </a>
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}

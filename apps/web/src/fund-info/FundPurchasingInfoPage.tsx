import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink, useParams } from 'react-router';
import {
  APPROVAL_VALIDITY_YEARS,
  DEFAULT_MIN_INVESTMENT,
  DEFAULT_MIN_INVESTMENT_CURRENCY,
  FUND_CUTOFF,
  ORDER_PROCESSING_WORKDAYS,
  SETTLEMENT_LAG_DAYS,
  type CountryCode,
} from '@broker/domain';
import {
  APPROVED_INSTRUMENTS_PATH,
  FUND_INFO_SECTIONS,
  FUND_ORDERS_PATH,
  fundPurchasingInfoPath,
  type FundInfoSection,
} from '../fund-order/links';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useDocumentTitle } from '../ui/use-document-title';
import './fund-info.css';

function isSection(text: string | undefined): text is FundInfoSection {
  return FUND_INFO_SECTIONS.includes(text as FundInfoSection);
}

/**
 * `/fund-purchasing-information/:section` (spec 000 §2 "Fund purchasing information page
 * {url}/{section}"): how fund orders work here ('faq') and the Danish disclosure of
 * quality-enhancing services ('quality-enhancing-services'). The facts come from the rules the
 * server applies (cut-offs, settlement lag, minimum investment), so the page cannot drift from them.
 */
export function FundPurchasingInfoPage() {
  const t = useT();
  const { section } = useParams();
  const known = isSection(section) ? section : undefined;
  useDocumentTitle(known ? t(`fundInfo.section.${known}`) : t('fundInfo.notFound.title'));

  return (
    <div className="page narrow-wide fund-info-page" data-testid="fund-info-page">
      <header className="fund-info-head">
        <p className="section-title">{t('fundInfo.title')}</p>
        <nav className="chip-links" aria-label={t('fundInfo.sections')}>
          {FUND_INFO_SECTIONS.map((s) => (
            <NavLink key={s} className="chip-link" to={fundPurchasingInfoPath(s)}>
              {t(`fundInfo.section.${s}`)}
            </NavLink>
          ))}
        </nav>
      </header>
      {known === 'faq' && <Faq />}
      {known === 'quality-enhancing-services' && <QualityEnhancingServices />}
      {!known && <UnknownSection section={section ?? ''} />}
    </div>
  );
}

function Faq() {
  const t = useT();
  const cutoffTime = useCutoffFormatter();
  const orders = t('fundOrder.orders.title');
  const items: { id: string; q: MessageKey; a: string; more?: ReactNode }[] = [
    { id: 'price', q: 'fundInfo.faq.price.q', a: t('fundInfo.faq.price.a') },
    {
      id: 'cutoff',
      q: 'fundInfo.faq.cutoff.q',
      a: t('fundInfo.faq.cutoff.a', {
        se: cutoffTime('SE'),
        no: cutoffTime('NO'),
        dk: cutoffTime('DK'),
        fi: cutoffTime('FI'),
      }),
    },
    {
      id: 'settlement',
      q: 'fundInfo.faq.settlement.q',
      a: t('fundInfo.faq.settlement.a', {
        days: SETTLEMENT_LAG_DAYS,
        min: ORDER_PROCESSING_WORKDAYS.min,
        max: ORDER_PROCESSING_WORKDAYS.max,
        orders,
      }),
    },
    {
      id: 'cancel',
      q: 'fundInfo.faq.cancel.q',
      a: t('fundInfo.faq.cancel.a', { orders, cancel: t('fundOrder.orders.cancel') }),
      more: <Link to={FUND_ORDERS_PATH}>{orders}</Link>,
    },
    { id: 'fees', q: 'fundInfo.faq.fees.q', a: t('fundInfo.faq.fees.a') },
    {
      id: 'minimum',
      q: 'fundInfo.faq.minimum.q',
      a: t('fundInfo.faq.minimum.a', {
        amount: DEFAULT_MIN_INVESTMENT,
        currency: DEFAULT_MIN_INVESTMENT_CURRENCY,
      }),
    },
    {
      id: 'test',
      q: 'fundInfo.faq.test.q',
      a: t('fundInfo.faq.test.a', { years: APPROVAL_VALIDITY_YEARS }),
      more: <Link to={APPROVED_INSTRUMENTS_PATH}>{t('settings.approved.link')}</Link>,
    },
  ];
  return (
    <section className="card fund-info-card" aria-labelledby="fund-info-title" data-testid="fund-info-faq">
      <h1 id="fund-info-title">{t('fundInfo.section.faq')}</h1>
      <p className="muted">{t('fundInfo.faq.intro')}</p>
      <div className="fund-info-faq">
        {items.map((item, index) => (
          <details
            key={item.id}
            className="fund-info-question"
            open={index === 0}
            data-testid={`faq-${item.id}`}
          >
            <summary>{t(item.q)}</summary>
            <p>{item.a}</p>
            {item.more && <p className="fund-info-more">{item.more}</p>}
          </details>
        ))}
      </div>
    </section>
  );
}

function QualityEnhancingServices() {
  const t = useT();
  const services: MessageKey[] = [
    'fundInfo.qes.service1',
    'fundInfo.qes.service2',
    'fundInfo.qes.service3',
    'fundInfo.qes.service4',
  ];
  return (
    <section className="card fund-info-card" aria-labelledby="fund-info-title" data-testid="fund-info-qes">
      <h1 id="fund-info-title">{t('fundInfo.section.quality-enhancing-services')}</h1>
      <p>{t('fundInfo.qes.intro')}</p>
      <h2>{t('fundInfo.qes.rulesTitle')}</h2>
      <ul>
        <li>{t('fundInfo.qes.rules1')}</li>
        <li>{t('fundInfo.qes.rules2')}</li>
      </ul>
      <h2>{t('fundInfo.qes.servicesTitle')}</h2>
      <ul>
        {services.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <h2>{t('fundInfo.qes.oursTitle')}</h2>
      <p data-testid="fund-info-qes-ours">{t('fundInfo.qes.ours')}</p>
    </section>
  );
}

function UnknownSection({ section }: { section: string }) {
  const t = useT();
  return (
    <section
      className="card fund-info-card"
      aria-labelledby="fund-info-title"
      data-testid="fund-info-not-found"
    >
      <h1 id="fund-info-title">{t('fundInfo.notFound.title')}</h1>
      <p>{t('fundInfo.notFound.text', { section })}</p>
      <ul>
        {FUND_INFO_SECTIONS.map((s) => (
          <li key={s}>
            <Link to={fundPurchasingInfoPath(s)}>{t(`fundInfo.section.${s}`)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A country's cut-off ('13:00') as the reader's locale writes a time of day (13.00 in Finnish). */
function useCutoffFormatter(): (country: CountryCode) => string {
  const { locale } = useIntl();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
    return (country: CountryCode) => {
      const [h, m] = FUND_CUTOFF[country].split(':').map(Number);
      return format.format(Date.UTC(2000, 0, 1, h ?? 0, m ?? 0));
    };
  }, [locale]);
}

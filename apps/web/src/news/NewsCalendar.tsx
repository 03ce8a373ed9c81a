import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CALENDAR_KINDS, type CalendarKind, type CallReply, type getNewsCalendar } from '@broker/contract';
import { COUNTRIES, addDays, type CountryCode } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT, type Translate } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { dayIn, displayTimeZone, formatDay, formatExactMoney, formatPercent, formatTime } from '../ui/format';
import { Skeleton } from '../ui/Skeleton';
import { groupByDay, isoWeek, mondayOf } from './calendar-week';
import { newsCalendarQuery } from './news-page-queries';

type CalendarEvent = CallReply<typeof getNewsCalendar>['events'][number];
type CompanyEvent = Extract<CalendarEvent, { kind: 'COMPANY' }>;
type MacroEvent = Extract<CalendarEvent, { kind: 'MACRO' }>;

/** The macro events' names this catalogue knows; another one shows its key rather than nothing. */
const MACRO_NAMES = new Set([
  'RATE_RIKSBANK',
  'RATE_NORGES_BANK',
  'RATE_NATIONALBANKEN',
  'RATE_ECB',
  ...COUNTRIES.flatMap((c) => [`CPI_${c}`, `GDP_${c}`, `UNEMPLOYMENT_${c}`]),
]);

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
/** The weekday's name, as a day heading starts ("måndag 30 nov. 2026"). */
function weekdayName(day: string, locale: string): string {
  let format = weekdayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    weekdayFormats.set(locale, format);
  }
  const name = format.format(Date.parse(`${day}T00:00:00Z`));
  // Nordic weekdays are written in lower case; a heading starts with a capital.
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * The calendar a week at a time (Monday to Sunday): company reports, dividends, general meetings and
 * splits, and the macro events, by day. Company events lead to the instrument's page.
 */
export function NewsCalendar() {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const timeZone = displayTimeZone(meta.countryCode);
  const thisWeek = mondayOf(dayIn(Date.now(), timeZone));
  const [monday, setMonday] = useState(thisWeek);
  const [kind, setKind] = useState<CalendarKind | ''>('');
  const [country, setCountry] = useState<CountryCode | ''>('');
  const sunday = addDays(monday, 6);
  const calendar = useQuery(newsCalendarQuery(client, monday, sunday, kind, country));
  const days = groupByDay(calendar.data?.events ?? []);
  const weekTitle = t('newsPage.calendar.week', {
    week: isoWeek(monday),
    from: formatDay(monday, meta.locale),
    to: formatDay(sunday, meta.locale),
  });

  return (
    <section className="card news-section" aria-labelledby="news-calendar-title">
      <h2 id="news-calendar-title" className="section-title">
        {t('newsPage.calendar.title')}
      </h2>
      <form
        className="news-filters"
        onSubmit={(e) => e.preventDefault()}
        aria-label={t('newsPage.calendar.filters')}
      >
        <div className="field">
          <label htmlFor="news-calendar-kind">{t('newsPage.calendar.kind')}</label>
          <select
            id="news-calendar-kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as CalendarKind | '')}
            data-testid="news-calendar-kind"
          >
            <option value="">{t('newsPage.filter.all')}</option>
            {CALENDAR_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`newsPage.kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="news-calendar-country">{t('newsPage.calendar.country')}</label>
          <select
            id="news-calendar-country"
            value={country}
            onChange={(e) => setCountry(e.target.value as CountryCode | '')}
            data-testid="news-calendar-country"
          >
            <option value="">{t('newsPage.filter.all')}</option>
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {t(`country.${c}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div className="news-week-nav">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setMonday(addDays(monday, -7))}
          data-testid="news-calendar-previous"
        >
          {t('newsPage.calendar.previous')}
        </button>
        <h3 className="news-week-title" aria-live="polite" data-testid="news-calendar-week">
          {weekTitle}
        </h3>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setMonday(addDays(monday, 7))}
          data-testid="news-calendar-next"
        >
          {t('newsPage.calendar.next')}
        </button>
        {monday !== thisWeek && (
          <button type="button" className="button button-quiet" onClick={() => setMonday(thisWeek)}>
            {t('newsPage.calendar.thisWeek')}
          </button>
        )}
      </div>
      {calendar.isPending ? (
        <div role="status" className="section-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="2.6rem" />
          ))}
          <span className="visually-hidden">{t('app.loading')}</span>
        </div>
      ) : calendar.isError ? (
        <ErrorState
          message={t('newsPage.calendar.error')}
          onRetry={() => void calendar.refetch()}
          testId="news-calendar-error"
        />
      ) : days.length === 0 ? (
        <p className="section-empty muted" data-testid="news-calendar-empty">
          {t('newsPage.calendar.empty')}
        </p>
      ) : (
        <div
          className="news-calendar-days"
          data-testid="news-calendar-days"
          aria-busy={calendar.isPlaceholderData}
        >
          {days.map(({ day, items }) => (
            <section key={day} className="news-calendar-day" aria-labelledby={`news-day-${day}`}>
              <h4 id={`news-day-${day}`} className="news-calendar-day-title">
                {weekdayName(day, meta.locale)} {formatDay(day, meta.locale)}
              </h4>
              <ul className="news-list">
                {items.map((e) =>
                  e.kind === 'COMPANY' ? (
                    <CompanyItem key={e.id} event={e} t={t} locale={meta.locale} />
                  ) : (
                    <MacroItem key={e.id} event={e} t={t} locale={meta.locale} timeZone={timeZone} />
                  ),
                )}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}

function CompanyItem({ event: e, t, locale }: { event: CompanyEvent; t: Translate; locale: string }) {
  return (
    <li
      className="news-item news-calendar-item"
      data-testid="news-calendar-company"
      data-category={e.category}
    >
      <span className="news-calendar-what">
        <span className="news-calendar-kind">{t(`chart.canvas.event.${e.event_type}`)}</span>
        <Link className="news-headline" to={`/instrument/${e.instrument_id}`}>
          {e.name}
        </Link>
        <span className="muted">
          {' '}
          {e.symbol} · {t(`country.${e.country}`)}
        </span>
      </span>
      {e.dividend && (
        <span className="news-meta" data-testid="news-calendar-dividend">
          {e.dividend.pay_day
            ? t('newsPage.calendar.dividendPaid', {
                amount: formatExactMoney({ toFixed: () => e.dividend!.amount }, e.dividend.currency, locale),
                payDay: formatDay(e.dividend.pay_day, locale),
              })
            : t('newsPage.calendar.dividend', {
                amount: formatExactMoney({ toFixed: () => e.dividend!.amount }, e.dividend.currency, locale),
              })}
        </span>
      )}
      {e.split && (
        <span className="news-meta">
          {t('newsPage.calendar.split', { from: e.split.from, to: e.split.to })}
        </span>
      )}
    </li>
  );
}

function MacroItem({
  event: e,
  t,
  locale,
  timeZone,
}: {
  event: MacroEvent;
  t: Translate;
  locale: string;
  timeZone: string;
}) {
  const name = MACRO_NAMES.has(e.name_key) ? t(`newsPage.macro.${e.name_key}` as MessageKey) : e.name_key;
  const pct = (value: string) => formatPercent(Number(value), locale);
  const figures = [
    e.outcome !== null && t('newsPage.calendar.outcome', { value: pct(e.outcome) }),
    e.consensus !== null && t('newsPage.calendar.consensus', { value: pct(e.consensus) }),
    e.prior !== null && t('newsPage.calendar.prior', { value: pct(e.prior) }),
  ].filter((f): f is string => typeof f === 'string');
  return (
    <li className="news-item news-calendar-item" data-testid="news-calendar-macro">
      <span className="news-calendar-what">
        <time className="news-calendar-time" dateTime={new Date(e.at).toISOString()}>
          {formatTime(e.at, locale, timeZone)}
        </time>
        <span className="news-calendar-kind">{t('newsPage.kind.MACRO')}</span>
        <strong>{name}</strong>
        {e.period && <span className="muted"> {periodText(e.period, t, locale)}</span>}
      </span>
      {figures.length > 0 && <span className="news-meta">{figures.join(' · ')}</span>}
    </li>
  );
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();
/** `2026-10` as "oktober 2026", `2026-Q3` as "Q3 2026" in the reader's words. */
function periodText(period: string, t: Translate, locale: string): string {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period);
  if (quarter) return t('newsPage.calendar.quarter', { quarter: Number(quarter[2]), year: quarter[1]! });
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(Date.parse(`${period}-01T00:00:00Z`));
}

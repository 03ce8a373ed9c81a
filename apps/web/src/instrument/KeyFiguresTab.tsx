import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  KEY_FIGURE_FAVOURITES_MAX,
  putKeyFigureFavourites,
  type CallReply,
  type getKeyFigures,
} from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';
import { useT, type Translate } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatDay } from '../ui/format';
import { formatKeyFigure, periodLabel } from './instrument-data-format';
import { CompanyDataState, NoValue } from './instrument-data-parts';
import { KeyFigureHistory } from './KeyFigureHistory';
import { keyFigureFavouritesQuery, keyFiguresQuery } from './instrument-data-queries';

type KeyFigures = CallReply<typeof getKeyFigures>;
type Figure = KeyFigures['categories'][number]['figures'][number];

export const figureName = (t: Translate, id: string) => t(`keyFigure.${id}` as MessageKey);

/**
 * The key figures tab (spec 001 §7.12): every figure by category, each formatted by its unit and
 * marked with how often it changes, and the report and price they come from. A logged-in customer
 * pins the figures they follow; pinned ones come first, on every share's page.
 */
export function KeyFiguresTab({ instrumentId }: { instrumentId: number }) {
  const client = useApiClient();
  const query = useQuery(keyFiguresQuery(client, instrumentId));
  return (
    <CompanyDataState query={query} testId="key-figures">
      {(data) => <KeyFiguresView data={data} instrumentId={instrumentId} />}
    </CompanyDataState>
  );
}

function KeyFiguresView({ data, instrumentId }: { data: KeyFigures; instrumentId: number }) {
  const t = useT();
  const { meta, status } = useSession();
  const loggedIn = status === 'loggedIn';
  const favourites = useFavourites(loggedIn);
  const byId = new Map(data.categories.flatMap((c) => c.figures.map((f) => [f.id, f] as const)));
  const pinned = favourites.figures.flatMap((id) => {
    const figure = byId.get(id);
    return figure ? [figure] : [];
  });
  const pinning = loggedIn ? favourites : undefined;

  return (
    <div className="instrument-data" data-testid="key-figures">
      <p className="instrument-data-source muted" data-testid="key-figures-source">
        {data.report &&
          t('instrumentData.keyFigures.report', {
            period: periodLabel(data.report.fiscal_year, data.report.quarter, t),
            day: formatDay(data.report.report_day, meta.locale),
          })}{' '}
        {data.price_day &&
          t('instrumentData.keyFigures.price', { day: formatDay(data.price_day, meta.locale) })}
      </p>
      {favourites.error && (
        <p className="company-data-error" role="alert" data-testid="key-figure-pin-error">
          {t('instrumentData.keyFigures.pinFailed')}
        </p>
      )}
      {loggedIn && (
        <FigureSection
          title={t('instrumentData.keyFigures.yours')}
          figures={pinned}
          instrumentId={instrumentId}
          currency={data.currency}
          pinning={pinning}
          testId="key-figures-yours"
          empty={t('instrumentData.keyFigures.yoursEmpty')}
          note={
            favourites.figures.length >= KEY_FIGURE_FAVOURITES_MAX
              ? t('instrumentData.keyFigures.pinFull', { max: KEY_FIGURE_FAVOURITES_MAX })
              : undefined
          }
        />
      )}
      <div className="key-figure-grid">
        {data.categories.map((category) => (
          <FigureSection
            key={category.category}
            title={t(`keyFigureCategory.${category.category}`)}
            figures={category.figures}
            instrumentId={instrumentId}
            currency={data.currency}
            pinning={pinning}
            testId={`key-figures-${category.category}`}
          />
        ))}
      </div>
    </div>
  );
}

interface Pinning {
  figures: readonly string[];
  toggle(id: string): void;
}

/** The customer's pinned figures, saved as a whole list; shown at once, put back if the save fails. */
function useFavourites(loggedIn: boolean): Pinning & { error: boolean } {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const options = keyFigureFavouritesQuery(client);
  const query = useQuery({ ...options, enabled: loggedIn });
  const [error, setError] = useState(false);
  const save = useMutation({
    mutationFn: (figures: string[]) => client.call(putKeyFigureFavourites, { body: { figures } }),
    onMutate: (figures) => {
      setError(false);
      const before = queryClient.getQueryData(options.queryKey);
      queryClient.setQueryData(options.queryKey, { figures });
      return { before };
    },
    onError: (_error, _figures, context) => {
      setError(true);
      if (context?.before) queryClient.setQueryData(options.queryKey, context.before);
    },
    onSuccess: (reply) => queryClient.setQueryData(options.queryKey, reply),
  });
  const figures = query.data?.figures ?? [];
  return {
    figures,
    error,
    toggle: (id) => save.mutate(figures.includes(id) ? figures.filter((f) => f !== id) : [...figures, id]),
  };
}

function FigureSection({
  title,
  figures,
  instrumentId,
  currency,
  pinning,
  testId,
  empty,
  note,
}: {
  title: string;
  figures: readonly Figure[];
  instrumentId: number;
  currency: string;
  pinning: Pinning | undefined;
  testId: string;
  empty?: string;
  note?: string | undefined;
}) {
  const t = useT();
  const id = useId();
  return (
    <section className="card instrument-section" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {figures.length === 0 && empty ? (
        <p className="muted">{empty}</p>
      ) : (
        <div className="table-scroll">
          <table className="company-table key-figure-table" aria-labelledby={id}>
            <thead>
              <tr>
                <th scope="col">{t('instrumentData.keyFigures.col.figure')}</th>
                <th scope="col" className="num">
                  {t('instrumentData.keyFigures.col.value')}
                </th>
                {pinning && (
                  <th scope="col" className="pin-col">
                    <span className="visually-hidden">{t('instrumentData.keyFigures.col.pin')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {figures.map((figure) => (
                <FigureRow
                  key={figure.id}
                  figure={figure}
                  instrumentId={instrumentId}
                  currency={currency}
                  pinning={pinning}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {note && <p className="muted key-figure-note">{note}</p>}
    </section>
  );
}

function FigureRow({
  figure,
  instrumentId,
  currency,
  pinning,
}: {
  figure: Figure;
  instrumentId: number;
  currency: string;
  pinning: Pinning | undefined;
}) {
  const t = useT();
  const { meta } = useSession();
  // The figure's name opens its history in a row beneath it (a disclosure: Enter or Space).
  const [open, setOpen] = useState(false);
  const historyId = useId();
  const name = figureName(t, figure.id);
  const text = formatKeyFigure(figure, currency, meta.locale, t);
  const pinned = pinning?.figures.includes(figure.id) ?? false;
  const full = (pinning?.figures.length ?? 0) >= KEY_FIGURE_FAVOURITES_MAX;
  return (
    <>
      <tr data-testid={`key-figure-${figure.id}`}>
        <th scope="row">
          <button
            type="button"
            className="key-figure-name key-figure-open"
            aria-expanded={open}
            aria-controls={open ? historyId : undefined}
            aria-label={t('keyFigureSeries.open', { name })}
            data-testid={`key-figure-open-${figure.id}`}
            onClick={() => setOpen((o) => !o)}
          >
            {name}
          </button>{' '}
          <span className="key-figure-resolution">{t(`keyFigureResolution.${figure.resolution}`)}</span>
        </th>
        <td className="num" data-testid={`key-figure-value-${figure.id}`}>
          {text ?? <NoValue />}
        </td>
        {pinning && (
          <td className="pin-col">
            <button
              type="button"
              className="pin-button"
              aria-pressed={pinned}
              aria-label={t('instrumentData.keyFigures.pin', { name })}
              title={
                !pinned && full
                  ? t('instrumentData.keyFigures.pinFull', { max: KEY_FIGURE_FAVOURITES_MAX })
                  : t('instrumentData.keyFigures.pin', { name })
              }
              disabled={!pinned && full}
              data-testid={`key-figure-pin-${figure.id}`}
              onClick={() => pinning.toggle(figure.id)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
              </svg>
            </button>
          </td>
        )}
      </tr>
      {open && (
        <tr id={historyId}>
          <td colSpan={pinning ? 3 : 2} className="key-figure-history-cell">
            <KeyFigureHistory instrumentId={instrumentId} figure={figure.id} name={name} />
          </td>
        </tr>
      )}
    </>
  );
}

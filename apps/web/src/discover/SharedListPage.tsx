import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { IdOrSlug, createWatchlist } from '@broker/contract';
import { WATCHLIST_NAME_MAX } from '@broker/domain';
import { useT } from '../i18n/use-t';
import { InstrumentListTable } from '../market/InstrumentListTable';
import { useApiClient } from '../services/services-context';
import { LoginLink } from '../session/LoginLink';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { isNotFound } from '../ui/is-not-found';
import { NotFoundState } from '../ui/NotFoundState';
import { Skeleton } from '../ui/Skeleton';
import { useDocumentTitle } from '../ui/use-document-title';
import { MY_WATCHLISTS_KEY, watchlistErrorText } from '../watchlists/watchlist-queries';
import { cardImageSources, formatViews } from './card-rules';
import { curatedListQuery } from './discover-queries';
import './discover.css';

function SharedListSkeleton() {
  const t = useT();
  return (
    <div role="status" data-testid="shared-list-loading" className="shared-list-skeleton">
      <span className="visually-hidden">{t('app.loading')}</span>
      <Skeleton width="16rem" height="2rem" />
      <Skeleton height="8rem" />
      <Skeleton height="12rem" />
    </div>
  );
}

function SharedListNotFound() {
  const t = useT();
  return (
    <NotFoundState
      title={t('discover.shared.notFoundTitle')}
      text={t('discover.shared.notFoundText')}
      linkText={t('discover.shared.backToDiscover')}
      linkTo="/discover"
      testId="shared-list-not-found"
    />
  );
}

/** `/watchlists/shared?listId={slug-or-id}`: a curated list with live prices, copyable to my watchlists. */
export function SharedListPage() {
  const [params] = useSearchParams();
  const listId = params.get('listId') ?? '';
  return IdOrSlug.safeParse(listId).success ? (
    <SharedList key={listId} listId={listId} />
  ) : (
    <SharedListNotFound />
  );
}

function SharedList({ listId }: { listId: string }) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { meta, status } = useSession();
  const loggedIn = status === 'loggedIn';
  const list = useQuery(curatedListQuery(client, listId, meta.lang));
  useDocumentTitle(list.data?.displayName ?? t('discover.title'));

  const copy = useMutation({
    mutationFn: (source: { id: number; displayName: string }) =>
      client.call(createWatchlist, {
        body: {
          name: source.displayName.trim().slice(0, WATCHLIST_NAME_MAX),
          copyFromCuratedList: source.id,
        },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MY_WATCHLISTS_KEY });
      await navigate('/watchlists');
    },
  });

  if (list.isPending) return <SharedListSkeleton />;
  if (list.isError) {
    if (isNotFound(list.error)) return <SharedListNotFound />;
    return (
      <div className="page">
        <ErrorState
          message={t('discover.shared.error')}
          onRetry={() => void list.refetch()}
          testId="shared-list-error"
        />
      </div>
    );
  }

  const data = list.data;
  const image = cardImageSources(data.image.url);
  return (
    <div className="page shared-list" data-testid="shared-list">
      <div className="shared-list-head">
        <img
          className="shared-list-image"
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          alt=""
          data-testid="shared-list-image"
        />
        <div className="shared-list-title">
          <h1 data-testid="page-title">{data.displayName}</h1>
          <p className="muted">
            {t('discover.shared.instrumentCount', { count: data.instrumentCount })}
            {' · '}
            {t('discover.shared.views', { views: formatViews(data.views) })}
          </p>
          {!loggedIn ? (
            <LoginLink testId="login-to-copy">{t('discover.shared.loginToAdd')}</LoginLink>
          ) : (
            <button
              type="button"
              className="button button-primary"
              disabled={copy.isPending}
              onClick={() => copy.mutate({ id: data.id, displayName: data.displayName })}
              data-testid="copy-to-watchlists"
            >
              {copy.isPending ? t('discover.shared.adding') : t('discover.shared.addToMine')}
            </button>
          )}
          {copy.isError && (
            <p className="field-error" role="alert" data-testid="copy-error">
              {t('discover.shared.addError', { message: watchlistErrorText(copy.error, t) })}
            </p>
          )}
        </div>
      </div>
      <InstrumentListTable
        instruments={data.instruments}
        caption={t('watchlists.table.caption', { name: data.displayName })}
        locale={meta.locale}
      />
    </div>
  );
}

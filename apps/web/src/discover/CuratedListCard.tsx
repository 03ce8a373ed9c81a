import type { CallReply, getCuratedListSections } from '@broker/contract';
import { useT } from '../i18n/use-t';
import {
  cardBadge,
  cardImageSources,
  extraInstruments,
  formatViews,
  sharedListHref,
  stripQuery,
} from './card-rules';
import './curated-list-card.css';

/** Spec 000 §3 "Curated list card", as the sections call delivers it. */
export type CuratedListCardData = CallReply<
  typeof getCuratedListSections
>['sections'][number]['lists'][number];

/**
 * Spec 000 §2 "Curated list card". The link is a plain anchor: following it is a full server
 * redirect, not a route change inside the app. The card's text (name, count, views) is its
 * accessible name, so a screen reader hears one sentence instead of every logo.
 */
export function CuratedListCard({ list }: { list: CuratedListCardData }) {
  const t = useT();
  const badge = cardBadge(list.badges);
  const extra = extraInstruments(list.instrumentCount, list.instrumentPreviews.length);
  const views = formatViews(list.views);
  const image = cardImageSources(list.image.url);
  return (
    <a
      className="curated-card"
      href={sharedListHref(list)}
      data-testid={`curated-card-${list.slug || list.id}`}
      data-tracker={list.webTrackerId}
      aria-label={t('discover.card.label', { name: list.displayName, count: list.instrumentCount, views })}
    >
      <span className="curated-card-image">
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          alt=""
          loading="lazy"
          decoding="async"
        />
        {badge && (
          <span
            className={`curated-card-badge curated-card-badge-${badge.toLowerCase()}`}
            data-testid="card-badge"
          >
            {t(`discover.card.badge.${badge}`)}
          </span>
        )}
      </span>
      <span className="curated-card-logos" aria-hidden="true">
        {list.instrumentPreviews.map((preview) => (
          <img
            key={preview.instrument_id}
            className="curated-card-logo"
            src={`${stripQuery(preview.logoUrl)}?width=28`}
            alt=""
            width={28}
            height={28}
          />
        ))}
        {extra > 0 && (
          <span
            className="curated-card-more"
            data-testid="card-more"
            title={t('discover.card.more', { count: extra })}
          >
            +{extra}
          </span>
        )}
      </span>
      <span className="curated-card-name" data-testid="card-name">
        {list.displayName}
      </span>
      <span className="curated-card-views" data-testid="card-views">
        {views} {t('discover.card.views')}
      </span>
    </a>
  );
}

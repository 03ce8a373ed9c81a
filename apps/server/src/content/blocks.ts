import type { ContentBlock } from '@broker/contract';
import type { Lang } from '@broker/domain';

/** Short builders for the seeded texts, so they read as text rather than as objects. */
export const h = (text: string): ContentBlock => ({ type: 'heading', text });
export const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
export const ul = (...items: string[]): ContentBlock => ({ type: 'list', ordered: false, items });
export const info = (text: string): ContentBlock => ({ type: 'callout', tone: 'info', text });
export const warn = (text: string): ContentBlock => ({ type: 'callout', tone: 'warning', text });
export const img = (assetId: string, alt: string): ContentBlock => ({ type: 'image', assetId, alt });

export interface PageText {
  title: string;
  summary: string;
  body: ContentBlock[];
}

export type PerLang<T> = Record<Lang, T>;

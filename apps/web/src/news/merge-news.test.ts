import { describe, expect, it } from 'vitest';
import { mergeNews } from './merge-news';

const preview = (id: number, datetime: number) => ({
  news_id: id,
  source_id: 6,
  source: 'Börsbrev',
  headline: `Preview ${id}`,
  preamble: `Preamble ${id}`,
  type: 'NEWS' as const,
  lang: 'se' as const,
  region: 'SE' as const,
  datetime,
  instrument_ids: [1008],
});

const live = (id: number, datetime: number) => ({
  source_id: 5,
  news_id: id,
  headline: `Live ${id}`,
  type: 'FLASH' as const,
  lang: 'en' as const,
  datetime,
  instrument_ids: [1008],
});

describe('mergeNews', () => {
  it('lists previews and live items newest first, naming the live items’ sources', () => {
    const items = mergeNews(
      [preview(1, 100), preview(2, 300)],
      [live(3, 200)],
      new Map([[5, 'Nordic Wire']]),
      10,
    );
    expect(items.map((i) => i.news_id)).toEqual([2, 3, 1]);
    expect(items[1]).toMatchObject({ headline: 'Live 3', source: 'Nordic Wire', preamble: undefined });
  });

  it('shows an item that is both a preview and a live frame once, with its preamble', () => {
    const items = mergeNews([preview(1, 100)], [live(1, 100)], new Map(), 10);
    expect(items).toHaveLength(1);
    expect(items[0]?.preamble).toBe('Preamble 1');
  });

  it('keeps the newest up to the limit', () => {
    const items = mergeNews([preview(1, 1), preview(2, 2)], [live(3, 3)], new Map(), 2);
    expect(items.map((i) => i.news_id)).toEqual([3, 2]);
  });
});

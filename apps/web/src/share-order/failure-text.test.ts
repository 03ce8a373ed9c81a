import { describe, expect, it } from 'vitest';
import { EXCHANGE_ORDER_CODES, SHARED_ENTRY_CODES } from '@broker/domain';
import { CATALOGUES, LANGUAGE_ORDER } from '../i18n/catalogues';
import type { MessageKey } from '../i18n/catalogues';
import { failureText } from './ShareOrderPanel';

/**
 * Every code a share order can be refused with (issue 12: "every rejection path shows its message
 * in all five languages") has its own text in each language, not the general fallback.
 */
describe('share order refusal texts', () => {
  const codes = [...EXCHANGE_ORDER_CODES, ...SHARED_ENTRY_CODES];

  it.each(LANGUAGE_ORDER)('has a text of its own for every refusal code in %s', (lang) => {
    const catalogue = CATALOGUES[lang] as Record<string, string>;
    const t = (id: MessageKey) => catalogue[id] ?? `missing ${id}`;
    const fallback = t('shareOrder.failure.default');
    for (const code of codes) {
      const text = failureText(t, code);
      expect(text, `${lang} ${code}`).not.toBe(fallback);
      expect(text, `${lang} ${code}`).not.toMatch(/^missing /);
    }
  });

  it('gives an unknown code the general text', () => {
    const t = (id: MessageKey) => (CATALOGUES.en as Record<string, string>)[id] ?? id;
    expect(failureText(t, 'SOMETHING_NEW')).toBe(t('shareOrder.failure.default'));
  });
});

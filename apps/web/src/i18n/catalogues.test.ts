import { describe, expect, it } from 'vitest';
import { LANGS } from '@broker/domain';
import { CATALOGUES, LANGUAGE_ORDER } from './catalogues';
import { en } from './messages/en';

/**
 * Keys whose text may legitimately equal the English one: proper nouns. Anything else that is
 * identical is almost certainly an untranslated copy.
 */
const SAME_AS_ENGLISH_ALLOWED = new Set<string>([
  'app.brand', // the brand name
  'country.FI', // "Finland" is the country's name in Swedish, Norwegian and Danish too
  'marketCity.SE', // "Stockholm" in Swedish, Norwegian and Danish too
  'marketCity.NO', // "Oslo" in every one of the languages
  'marketCity.FI', // "Helsinki" in Danish and Finnish too
  'shareOrder.courtage', // "Courtage" is the Swedish word (and the English broker term)
  'shareOrder.orders.state', // "Status" in Swedish, Norwegian and Danish too
  'tax.col.status',
  'tax.download.pdf', // file formats: "PDF" and "CSV" everywhere
  'tax.download.csv',
  'tax.dk.ask', // "Aktiesparekonto" is the Danish account's own name
  'transactions.type', // "Type" in Norwegian and Danish too
  'transactions.col.type',
  'netfonds.costs.courtage', // "Courtage", as shareOrder.courtage
  'holdings.col.period', // "Period" is the Swedish word too
  'holdings.dividends.col.status', // "Status", as shareOrder.orders.state
  'holdings.allocation.col.region', // "Region" in Swedish, Norwegian and Danish too
  'holdings.allocation.region.FI', // "Finland", as country.FI
  'holdings.allocation.region.GLOBAL', // "Global" is the Swedish word too
  'banking.col.bank', // "Bank" in Swedish, Norwegian and Danish too
  'banking.col.status', // "Status", as shareOrder.orders.state
  'deposit.col.status', // "Status", as banking.col.status
  'withdraw.col.status', // "Status", as banking.col.status
  'banking.number.FI', // "IBAN" is the international name everywhere
  // Courtage classes are product names: Swedish brokers call them Mini, Small and Medium.
  'settings.fees.class.MINI',
  'settings.fees.class.SMALL',
  'settings.fees.class.MEDIUM',
  // Valuation ratios go by their international abbreviations in every Nordic language.
  'keyFigure.PE',
  'keyFigure.PB',
  'keyFigure.PS',
  'keyFigure.EV_EBIT',
  'screener.market.FI', // "Finland", as country.FI
  'content.contact.topic.PENSION', // 'Pension' in Swedish and Danish too
  'content.contact.send', // 'Send' in Norwegian and Danish too
  'keyFigureSeries.col.period', // "Period", as holdings.col.period
  'fundRegion.FINLAND', // "Finland", as country.FI
  'screener.region', // "Region" in Swedish, Norwegian and Danish too
  'fundFacts.risk', // "Risk" is the Swedish word too
  'fundFacts.benchmark', // "Benchmark" is the Danish word too
]);

/** ICU placeholders such as {name} or {count, plural, …}: translations must keep the same ones. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)/g)].map((m) => m[1] ?? '').sort();
}

const englishKeys = Object.keys(en).sort();
const translations = LANGS.filter((lang) => lang !== 'en');

describe('message catalogues', () => {
  it('has a catalogue for every supported language, each in the switcher', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LANGS].sort());
    expect([...LANGUAGE_ORDER].sort()).toEqual([...LANGS].sort());
  });

  it.each(translations)('%s has exactly the keys of en', (lang) => {
    expect(Object.keys(CATALOGUES[lang]).sort()).toEqual(englishKeys);
  });

  it.each(translations)('%s translates every text that is not a proper noun', (lang) => {
    const untranslated = Object.entries(CATALOGUES[lang])
      .filter(([key, text]) => !SAME_AS_ENGLISH_ALLOWED.has(key) && text === en[key as keyof typeof en])
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it.each(translations)('%s keeps the placeholders of en', (lang) => {
    for (const [key, english] of Object.entries(en)) {
      expect(placeholders(CATALOGUES[lang][key as keyof typeof en]), key).toEqual(placeholders(english));
    }
  });

  it('has no empty texts', () => {
    for (const lang of LANGS) {
      for (const [key, text] of Object.entries(CATALOGUES[lang])) {
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
      }
    }
  });
});

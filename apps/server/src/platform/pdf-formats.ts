import { LOCALE_BY_LANG, type Lang } from '@broker/domain';

/** Numbers, dates, percentages and amounts as the reader's language writes them, for PDFs. */
export function pdfFormats(lang: Lang) {
  const locale = LOCALE_BY_LANG[lang];
  const number = (value: number | string, decimals: number) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(Number(value));
  const date = (day: string) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${day}T00:00:00Z`));
  const percent = (value: number | string, signed = false) => {
    const text = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
      ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
    }).format(Number(value));
    return `${text} %`;
  };
  const money = (value: number | string, currency: string, decimals = 2) =>
    `${number(value, decimals)} ${currency}`;
  return { locale, number, date, percent, money };
}

/** Fills {name} placeholders of a document's text. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

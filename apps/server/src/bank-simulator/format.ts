import { LOCALE_BY_LANG, type Lang } from '@broker/domain';

/** An amount as the payer's bank writes it ("1 000,00 kr"). */
export function formatMoneyText(amount: string, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(LOCALE_BY_LANG[lang], { style: 'currency', currency }).format(Number(amount));
}

import { useSession } from '../session/session-context';
import { formatDay, formatMoney } from '../ui/format';

/** Days, months and amounts as the customer's locale writes them. */
export function useFormatters() {
  const { meta } = useSession();
  const locale = meta.locale;
  return {
    locale,
    day: (day: string) => formatDay(day, locale),
    month: (month: string) =>
      new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        Date.parse(`${month}-01T00:00:00Z`),
      ),
    money: (value: number, currency: string) => formatMoney({ value, currency }, locale),
  };
}

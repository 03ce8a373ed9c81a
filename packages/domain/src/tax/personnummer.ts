/**
 * Whether a Swedish personnummer in its twelve-digit form (yyyymmddnnnc, as the SRU files carry it)
 * is well formed: a real date and the Luhn check digit over the last ten digits (Skatteverket,
 * "Personnummer", SKV 704). Samordningsnummer (day + 60) are accepted too.
 */
export function isSwedishPersonnummer(id: string): boolean {
  if (!/^\d{12}$/.test(id)) return false;
  const year = Number(id.slice(0, 4));
  const month = Number(id.slice(4, 6));
  const rawDay = Number(id.slice(6, 8));
  const day = rawDay > 60 ? rawDay - 60 : rawDay;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return false;
  }
  let sum = 0;
  for (let i = 2; i < 11; i++) {
    const v = Number(id[i]) * (i % 2 === 0 ? 2 : 1);
    sum += Math.floor(v / 10) + (v % 10);
  }
  return (10 - (sum % 10)) % 10 === Number(id[11]);
}

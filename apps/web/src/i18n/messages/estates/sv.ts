import type { estatesEn } from './en';

export const estatesSv: Record<keyof typeof estatesEn, string> = {
  'estates.title': 'Värdering per dödsdagen',
  'estates.estateOf': 'Dödsbo efter {name}',
  'estates.diedOn': 'Dödsdag: {day}',
  'estates.intro':
    'Här är vad dödsboet ägde vid utgången av dödsdagen, med varje innehav värderat till sista betalkurs den dagen eller närmast före. Det är värderingen till bouppteckningen.',
  'estates.rules':
    'Tills dödsboet är skiftat får det sälja sina innehav eller flytta dem till ett annat konto, men inte köpa.',
  'estates.pdf': 'Ladda ner värderingen som PDF',
  'estates.error': 'Värderingen kunde inte hämtas.',
  'estates.notAnEstate':
    'Den här sidan gäller ett dödsbo. Den visar värderingen när du företräder ett dödsbo.',
  'estates.noAccounts': 'Dödsboet har inga konton.',
  'estates.holdingsOf': 'Innehav på {account} per dödsdagen',
  'estates.col.name': 'Innehav',
  'estates.col.isin': 'ISIN-kod',
  'estates.col.quantity': 'Antal',
  'estates.col.price': 'Kurs',
  'estates.col.priceDay': 'Kursdag',
  'estates.col.value': 'Värde',
  'estates.noPrice': 'Ingen kurs',
  'estates.noHoldings': 'Kontot hade inga värdepapper på dödsdagen.',
  'estates.cash': 'Likvida medel',
  'estates.total': 'Summa',
};

/** English texts of an estate's own page (docs/decisions.md "Estates"); the reference for the others. */
export const estatesEn = {
  'estates.title': 'Valuation on the day of death',
  'estates.estateOf': 'Estate of {name}',
  'estates.diedOn': 'Day of death: {day}',
  'estates.intro':
    'This is what the estate held at the end of the day of death, each holding valued at its last closing price on or before that day. It is the valuation for the estate inventory.',
  'estates.rules':
    'Until the estate is wound up it may sell its holdings or move them to another account, but it cannot buy.',
  'estates.pdf': 'Download the valuation as PDF',
  'estates.error': 'The valuation could not be fetched.',
  'estates.notAnEstate':
    'This page is for an estate. It shows the valuation while you act for an estate you represent.',
  'estates.noAccounts': 'The estate has no accounts.',
  'estates.holdingsOf': 'Holdings of {account} on the day of death',
  'estates.col.name': 'Holding',
  'estates.col.isin': 'ISIN code',
  'estates.col.quantity': 'Quantity',
  'estates.col.price': 'Price',
  'estates.col.priceDay': 'Price date',
  'estates.col.value': 'Value',
  'estates.noPrice': 'No price',
  'estates.noHoldings': 'The account held no securities on the day of death.',
  'estates.cash': 'Cash',
  'estates.total': 'Total',
} as const;

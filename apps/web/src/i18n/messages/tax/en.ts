/** English texts of the tax page; the reference for their other languages. */
export const taxEn = {
  'tax.title': 'Tax',
  'tax.realised': 'Realised results',
  'tax.realised.intro':
    'Every sale with what the shares cost and its result. Sales on accounts taxed as a whole (such as ISK, KF, ASK or an equity savings account) are shown but not reported.',
  'tax.method.AVERAGE':
    'Acquisition cost by the average cost method: every purchase of a share, courtage included, is pooled and each sale takes its share of the pool.',
  'tax.method.FIFO':
    'Acquisition cost by first in, first out: each sale uses the earliest shares bought first, courtage included.',
  'tax.year': 'Year',
  'tax.allYears': 'All years',
  'tax.gains': 'Gains',
  'tax.losses': 'Losses',
  'tax.net': 'Net result',
  'tax.count': 'Sales reported',
  'tax.nothingReported': 'No sales to report',
  'tax.events': 'Sales',
  'tax.empty': 'No sales in the year.',
  'tax.error': 'The realised results could not be loaded.',
  'tax.col.date': 'Trade date',
  'tax.col.account': 'Account',
  'tax.col.instrument': 'Instrument',
  'tax.col.quantity': 'Quantity',
  'tax.col.sale': 'Sale price',
  'tax.col.fees': 'Fees',
  'tax.col.cost': 'Acquisition cost',
  'tax.col.result': 'Result',
  'tax.col.status': 'Status',
  'tax.col.action': 'Action',
  'tax.status.wrapper': 'Taxed with the account ({type})',
  'tax.status.excluded': 'Excluded',
  'tax.status.edited': 'Reported, cost edited',
  'tax.status.reported': 'Reported',
  'tax.exclude': 'Exclude',
  'tax.restore': 'Restore',
  'tax.exclude.label': 'Exclude the sale of {instrument} on {date} from the reports',
  'tax.restore.label': 'Restore the sale of {instrument} on {date} to the reports',
  'tax.toggleError': 'The change could not be saved. Try again.',
} as const;

export type TaxCatalogue = Record<keyof typeof taxEn, string>;

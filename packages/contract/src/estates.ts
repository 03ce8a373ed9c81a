import { z } from 'zod';
import { defineCall } from './call';
import { MoneySchema } from './common';

/**
 * The estate's own calls (docs/decisions.md "Estates"), for the representative acting for it:
 * what the estate held on the day of death, valued, for the estate inventory (bouppteckning,
 * skifteattest, perukirja) the heirs draw up.
 */

export const EstateHoldingSchema = z
  .object({
    name: z.string(),
    isin: z.string(),
    quantity: z.number(),
    /** The last close on or before the day of death, in the instrument's currency; null: none. */
    price: MoneySchema.nullable(),
    priceDay: z.string().nullable(),
    /** Quantity × price in the account's currency (reference rate); null without a price. */
    value: MoneySchema.nullable(),
  })
  .meta({ id: 'EstateHolding' });

export const EstateValuationSchema = z
  .object({
    /** The deceased's name. */
    name: z.string(),
    diedOn: z.string(),
    accounts: z.array(
      z.object({
        accid: z.number().int(),
        accno: z.string(),
        type: z.string(),
        alias: z.string(),
        cash: MoneySchema,
        holdings: z.array(EstateHoldingSchema),
        /** Cash plus the holdings' values, in the account's currency. */
        total: MoneySchema,
      }),
    ),
  })
  .meta({ id: 'EstateValuation' });

export const getEstateValuation = defineCall({
  id: 'getEstateValuation',
  method: 'GET',
  path: '/nnxapi/customer/v1/estate/valuation',
  auth: 'token',
  summary:
    'The estate’s accounts on the day of death: cash and each holding at its last close on or before that day, for the estate inventory (409 NOT_AN_ESTATE)',
  tags: ['customer'],
  reply: EstateValuationSchema,
});

/** The same valuation as a PDF certificate (session cookie; ?lang= else the customer's language). */
export const ESTATE_VALUATION_PDF_PATH = '/nnxapi/customer/v1/estate/valuation/pdf';

export type EstateValuation = z.output<typeof EstateValuationSchema>;

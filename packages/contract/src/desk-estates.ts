import { z } from 'zod';
import { defineCall } from './call';

/**
 * The desk's side of estates (docs/decisions.md "Estates"): find a customer by number, register
 * their death from the population register's notice (the customer becomes an estate, EST), and
 * name the estate's representatives from its papers. Desk cookie (auth 'staff'), under /deskapi/v1
 * like the rest of the desk.
 */

const CustomerNoParam = z.object({ customerNo: z.string().regex(/^\d{1,12}$/) });

export const DeskEstateRepresentativeSchema = z
  .object({ customerNo: z.string(), name: z.string(), since: z.number().int() })
  .meta({ id: 'DeskEstateRepresentative' });

export const DeskCustomerRecordSchema = z
  .object({
    customerNo: z.string(),
    name: z.string(),
    country: z.string(),
    personType: z.enum(['NAT', 'JUR', 'EST']),
    birthDate: z.string(),
    /** Present once the customer is an estate. */
    estate: z
      .object({
        diedOn: z.string(),
        /** Epoch ms. */
        registeredAt: z.number().int(),
        representatives: z.array(DeskEstateRepresentativeSchema),
      })
      .nullable(),
  })
  .meta({ id: 'DeskCustomerRecord' });

export const deskCustomer = defineCall({
  id: 'deskCustomer',
  method: 'GET',
  path: '/deskapi/v1/customers/{customerNo}',
  auth: 'staff',
  summary: 'A customer by number, with their estate when they have died (404 CUSTOMER_NOT_FOUND)',
  tags: ['desk'],
  params: CustomerNoParam,
  reply: DeskCustomerRecordSchema,
});

export const registerDeath = defineCall({
  id: 'registerDeath',
  method: 'POST',
  path: '/deskapi/v1/customers/{customerNo}/estate',
  auth: 'staff',
  summary:
    'Registers a customer’s death: the customer becomes an estate (EST) that may sell but not buy, their logins, sessions and API keys end, their savings plans stop (404 CUSTOMER_NOT_FOUND; 422 DEATH_DATE_INVALID, NOT_A_PERSON)',
  tags: ['desk'],
  params: CustomerNoParam,
  body: z.object({ diedOn: z.string().max(10) }),
  status: 201,
  reply: DeskCustomerRecordSchema,
});

export const nameEstateRepresentative = defineCall({
  id: 'nameEstateRepresentative',
  method: 'POST',
  path: '/deskapi/v1/customers/{customerNo}/estate/representatives',
  auth: 'staff',
  summary:
    'Names a customer as a representative of an estate, who then acts for it through the switch of the login (404 CUSTOMER_NOT_FOUND; 409 NOT_AN_ESTATE, REPRESENTATIVE_ALREADY; 422 REPRESENTATIVE_INVALID)',
  tags: ['desk'],
  params: CustomerNoParam,
  body: z.object({ representativeCustomerNo: z.string().regex(/^\d{1,12}$/) }),
  status: 201,
  reply: DeskCustomerRecordSchema,
});

export const endEstateRepresentation = defineCall({
  id: 'endEstateRepresentation',
  method: 'DELETE',
  path: '/deskapi/v1/customers/{customerNo}/estate/representatives/{representativeCustomerNo}',
  auth: 'staff',
  summary:
    'Ends a representative’s mandate for an estate (the estate inventory names others, or the estate is split): they no longer act for it, and a session in which they do ends (404 CUSTOMER_NOT_FOUND, REPRESENTATIVE_NOT_FOUND; 409 NOT_AN_ESTATE)',
  tags: ['desk'],
  params: CustomerNoParam.extend({ representativeCustomerNo: z.string().regex(/^\d{1,12}$/) }),
  reply: DeskCustomerRecordSchema,
});

export type DeskCustomerRecord = z.output<typeof DeskCustomerRecordSchema>;

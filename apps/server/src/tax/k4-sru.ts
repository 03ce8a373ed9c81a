import { eq } from 'drizzle-orm';
import type { K4SruFile } from '@broker/contract';
import { blanketterSru, infoSru, isSwedishPersonnummer, type SruFiler } from '@broker/domain';
import type { Db } from '../db/database';
import { customers } from '../db/schema';
import { HttpError } from '../http/api-error';
import { k4Report } from './k4';

/**
 * One of K4's SRU files for a year (issue 13): BLANKETTER.SRU holds the forms exactly as the K4
 * report's `forms` (whole kronor, field codes), INFO.SRU names the filer. Both are ISO 8859-1, as
 * Skatteverket's file transfer reads them. The report's refusals come first (403 outside Sweden);
 * a customer record without a valid personnummer and postal address answers 409.
 */
export async function k4SruFile(
  db: Db,
  customerId: number,
  year: number,
  file: K4SruFile,
  createdAt: Date,
): Promise<Buffer> {
  const report = await k4Report(db, customerId, { year });
  const [c] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!c?.nationalId || !isSwedishPersonnummer(c.nationalId) || !c.postalCode || !c.city) {
    throw new HttpError(
      409,
      'TAX_FILER_DETAILS_MISSING',
      'The SRU files need your personnummer and postal address, which we do not have yet',
    );
  }
  const filer: SruFiler = {
    personalNumber: c.nationalId,
    name: `${c.lastName}, ${c.firstName}`,
    ...(c.street ? { street: c.street } : {}),
    postalCode: c.postalCode.replace(/\s/g, ''),
    city: c.city,
  };
  const text =
    file === 'INFO.SRU'
      ? infoSru(filer, createdAt, 'Nordbroker')
      : blanketterSru(report.forms, year, filer, createdAt);
  return Buffer.from(text, 'latin1');
}

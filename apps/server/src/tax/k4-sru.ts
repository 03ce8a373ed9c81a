import type { K4SruFile } from '@broker/contract';
import { blanketterSru, infoSru } from '@broker/domain';
import type { Db } from '../db/database';
import { HttpError } from '../http/api-error';
import { k4Report } from './k4';
import { sruFiler } from './sru-filer';

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
  const filer = await sruFiler(db, customerId);
  if (!filer) {
    throw new HttpError(
      409,
      'TAX_FILER_DETAILS_MISSING',
      'The SRU files need your personnummer and postal address, which we do not have yet',
    );
  }
  const text =
    file === 'INFO.SRU'
      ? infoSru(filer, createdAt, 'Nordbroker')
      : blanketterSru(report.forms, year, filer, createdAt);
  return Buffer.from(text, 'latin1');
}

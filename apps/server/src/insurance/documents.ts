import { and, asc, eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { COUNTRY_FACTS, localDayAt, type BeneficiaryClause, type NamedBeneficiary } from '@broker/domain';
import {
  INSURANCE_DOCUMENT_FILE_PATH,
  INSURANCE_MERGED_FILE_PATH,
  fillPath,
  type InsuranceDocument,
} from '@broker/contract';
import type { Deps } from '../deps';
import { beneficiaryDesignations } from '../db/schema';
import { notFound } from '../http/api-error';
import { INSURANCE_TEXTS } from './pdf-texts';
import { drawCertificatePdf } from './pdfs';
import { insuranceAccount, policyFacts } from './designations';

/**
 * A KF account's insurance documents (spec 001 §7.5 "Insurance documents; merged documents"): the
 * insurance certificate, drawn now from the account's data and the designation in force, then each
 * designation that was signed (in force or superseded), oldest first, as the signing service sealed
 * it. The merged document is all of them in that order in one PDF: the sealed PDFs' pages are
 * copied as they are (pdf-lib), never redrawn, so each keeps its signature page and stays the
 * document whose checksum was signed.
 */

const signed = (accid: number) =>
  and(
    eq(beneficiaryDesignations.accid, accid),
    inArray(beneficiaryDesignations.status, ['SIGNED', 'SUPERSEDED']),
  );

export async function listInsuranceDocuments(deps: Deps, customerId: number, accid: number) {
  const account = await insuranceAccount(deps.db, customerId, accid);
  const rows = await deps.db
    .select({ id: beneficiaryDesignations.id, signedAt: beneficiaryDesignations.signedAt })
    .from(beneficiaryDesignations)
    .where(signed(account.accid))
    .orderBy(asc(beneficiaryDesignations.signedAt), asc(beneficiaryDesignations.id));
  const path = (documentId: string) =>
    fillPath(INSURANCE_DOCUMENT_FILE_PATH, { accid: account.accid, documentId });
  const documents: InsuranceDocument[] = [
    { id: 'CERTIFICATE', kind: 'CERTIFICATE', date: deps.time.now(), downloadPath: path('CERTIFICATE') },
    ...rows.map((r) => ({
      id: `DESIGNATION-${r.id}`,
      kind: 'BENEFICIARY_DESIGNATION' as const,
      date: r.signedAt!.getTime(),
      downloadPath: path(`DESIGNATION-${r.id}`),
    })),
  ];
  return { documents, mergedPath: fillPath(INSURANCE_MERGED_FILE_PATH, { accid: account.accid }) };
}

export interface InsuranceFile {
  fileName: string;
  bytes: Buffer;
}

async function certificate(deps: Deps, customerId: number, accid: number): Promise<InsuranceFile> {
  const account = await insuranceAccount(deps.db, customerId, accid);
  const facts = await policyFacts(deps.db, account);
  const [inForce] = await deps.db
    .select()
    .from(beneficiaryDesignations)
    .where(
      and(eq(beneficiaryDesignations.accid, account.accid), eq(beneficiaryDesignations.status, 'SIGNED')),
    );
  const tz = COUNTRY_FACTS[facts.country].timeZone;
  const bytes = await drawCertificatePdf(
    facts,
    inForce
      ? {
          clause: inForce.clause as BeneficiaryClause,
          beneficiaries: inForce.beneficiaries as NamedBeneficiary[],
          signedDay: localDayAt(tz, inForce.signedAt!.getTime()),
        }
      : null,
    deps.time.now(),
  );
  return { fileName: `${INSURANCE_TEXTS[facts.lang].certificateTitle} ${account.accno}.pdf`, bytes };
}

export async function insuranceDocumentFile(
  deps: Deps,
  customerId: number,
  accid: number,
  documentId: string,
): Promise<InsuranceFile> {
  if (documentId === 'CERTIFICATE') return certificate(deps, customerId, accid);
  const account = await insuranceAccount(deps.db, customerId, accid);
  const id = /^DESIGNATION-(\d{1,9})$/.exec(documentId)?.[1];
  const [row] = id
    ? await deps.db
        .select()
        .from(beneficiaryDesignations)
        .where(and(eq(beneficiaryDesignations.id, Number(id)), signed(account.accid)))
    : [];
  if (!row?.signedPdf) throw notFound('INSURANCE_DOCUMENT_NOT_FOUND', 'No such insurance document');
  const facts = await policyFacts(deps.db, account);
  return {
    fileName: `${INSURANCE_TEXTS[facts.lang].designationTitle} ${account.accno} ${row.id}.pdf`,
    bytes: row.signedPdf,
  };
}

export async function mergedInsuranceDocuments(
  deps: Deps,
  customerId: number,
  accid: number,
): Promise<InsuranceFile> {
  const { documents } = await listInsuranceDocuments(deps, customerId, accid);
  const merged = await PDFDocument.create();
  let name = '';
  for (const d of documents) {
    const file = await insuranceDocumentFile(deps, customerId, accid, d.id);
    name ||= file.fileName;
    const source = await PDFDocument.load(file.bytes);
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  merged.setTitle(name.replace(/\.pdf$/, ''));
  merged.setCreator('Nordbroker');
  return { fileName: name.replace(/\.pdf$/, ' (all).pdf'), bytes: Buffer.from(await merged.save()) };
}

import type { Lang, NamedBeneficiary, BeneficiaryClause } from '@broker/domain';
import {
  PDF_MARGIN,
  PDF_THEME,
  drawFootnote,
  drawHeading,
  drawRows,
  pdfText,
  renderPdf,
  type Pdf,
} from '../platform/pdf';
import { pdfFormats } from '../platform/pdf-formats';
import { INSURANCE_TEXTS, type InsuranceTexts } from './pdf-texts';

/**
 * The insurance documents of a KF account, drawn with the platform's PDF writer: the beneficiary
 * designation the customer signs, and the insurance certificate (försäkringsbrev) drawn from the
 * account's data and the designation in force.
 */

export interface PolicyFacts {
  lang: Lang;
  /** The account number doubles as the policy number. */
  policyNo: string;
  holderName: string;
  nationalId: string | null;
  /** YYYY-MM-DD. */
  startDay: string;
  currency: string;
}

export interface DesignationFacts {
  clause: BeneficiaryClause;
  beneficiaries: readonly NamedBeneficiary[];
  /** YYYY-MM-DD when signed, for the certificate. */
  signedDay?: string;
}

function title(doc: Pdf, t: InsuranceTexts, text: string) {
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(PDF_THEME.muted)
    .text(pdfText(t.insurer), PDF_MARGIN, PDF_MARGIN);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(PDF_THEME.text)
    .text(pdfText(text), PDF_MARGIN, doc.y + 4);
}

function policyRows(
  f: PolicyFacts,
  t: InsuranceTexts,
  fmt: ReturnType<typeof pdfFormats>,
): [string, string][] {
  return [
    [t.policy, f.policyNo],
    [t.policyholder, f.holderName],
    [t.insured, f.holderName],
    [t.nationalId, f.nationalId ?? '-'],
    [t.startDate, fmt.date(f.startDay)],
    [t.currency, f.currency],
  ];
}

/** The beneficiaries as a table (named) or the standard clause's words; answers the y below. */
function drawBeneficiaries(
  doc: Pdf,
  d: DesignationFacts,
  t: InsuranceTexts,
  fmt: ReturnType<typeof pdfFormats>,
  y: number,
): number {
  const width = doc.page.width - 2 * PDF_MARGIN;
  if (d.clause === 'STANDARD') {
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(PDF_THEME.text)
      .text(pdfText(t.standardClause), PDF_MARGIN, y, {
        width,
      });
    return doc.y + 8;
  }
  const cols = [PDF_MARGIN, PDF_MARGIN + width * 0.55, PDF_MARGIN + width * 0.8];
  doc.font('Helvetica-Bold').fontSize(9).fillColor(PDF_THEME.muted);
  doc.text(pdfText(t.name), cols[0]!, y, { width: width * 0.55 - 8 });
  doc.text(pdfText(t.birthDate), cols[1]!, y, { width: width * 0.25 - 8 });
  doc.text(pdfText(t.share), cols[2]!, y, { width: width * 0.2, align: 'right' });
  y = doc.y + 4;
  for (const b of d.beneficiaries) {
    doc.font('Helvetica').fontSize(10).fillColor(PDF_THEME.text);
    const h = doc.heightOfString(pdfText(b.name), { width: width * 0.55 - 8 });
    doc.text(pdfText(b.name), cols[0]!, y, { width: width * 0.55 - 8 });
    doc.text(pdfText(fmt.date(b.birthDate)), cols[1]!, y, { width: width * 0.25 - 8 });
    doc.text(pdfText(fmt.percent(b.share)), cols[2]!, y, { width: width * 0.2, align: 'right' });
    y += Math.max(h, 12) + 4;
  }
  return y + 6;
}

export function drawDesignationPdf(f: PolicyFacts, d: DesignationFacts, createdAt: number): Promise<Buffer> {
  const t = INSURANCE_TEXTS[f.lang];
  const fmt = pdfFormats(f.lang);
  const today = new Date(createdAt).toISOString().slice(0, 10);
  return renderPdf(
    { title: `${t.designationTitle} ${f.policyNo}`, lang: fmt.locale, createdAt: new Date(createdAt) },
    (doc) => {
      const width = doc.page.width - 2 * PDF_MARGIN;
      title(doc, t, t.designationTitle);
      let y = drawHeading(doc, t.product, doc.y + 16);
      y = drawRows(doc, policyRows(f, t, fmt), { x: PDF_MARGIN, y, width });
      y = drawHeading(doc, t.beneficiaries, y + 14);
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(PDF_THEME.text)
        .text(pdfText(t.designationIntro), PDF_MARGIN, y, {
          width,
        });
      y = drawBeneficiaries(doc, d, t, fmt, doc.y + 8);
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(PDF_THEME.muted)
        .text(pdfText(t.designationEffect), PDF_MARGIN, y + 8, {
          width,
        });
      drawFootnote(doc, `${t.issued} ${fmt.date(today)} · ${t.insurer}`);
    },
  );
}

export function drawCertificatePdf(
  f: PolicyFacts,
  inForce: DesignationFacts | null,
  issuedAt: number,
): Promise<Buffer> {
  const t = INSURANCE_TEXTS[f.lang];
  const fmt = pdfFormats(f.lang);
  const today = new Date(issuedAt).toISOString().slice(0, 10);
  return renderPdf(
    { title: `${t.certificateTitle} ${f.policyNo}`, lang: fmt.locale, createdAt: new Date(issuedAt) },
    (doc) => {
      const width = doc.page.width - 2 * PDF_MARGIN;
      title(doc, t, t.certificateTitle);
      let y = drawHeading(doc, t.product, doc.y + 16);
      y = drawRows(doc, [...policyRows(f, t, fmt), [t.issued, fmt.date(today)]], { x: PDF_MARGIN, y, width });
      y = drawHeading(doc, t.beneficiaries, y + 14);
      if (!inForce) {
        doc
          .font('Helvetica')
          .fontSize(10)
          .fillColor(PDF_THEME.text)
          .text(pdfText(t.standardNote), PDF_MARGIN, y, {
            width,
          });
        y = drawBeneficiaries(doc, { clause: 'STANDARD', beneficiaries: [] }, t, fmt, doc.y + 6);
      } else {
        if (inForce.signedDay) {
          doc
            .font('Helvetica')
            .fontSize(10)
            .fillColor(PDF_THEME.muted)
            .text(
              pdfText(`${t.designationTitle}, ${t.signedOn.toLowerCase()} ${fmt.date(inForce.signedDay)}`),
              PDF_MARGIN,
              y,
              {
                width,
              },
            );
          y = doc.y + 6;
        }
        y = drawBeneficiaries(doc, inForce, t, fmt, y);
      }
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(PDF_THEME.muted)
        .text(pdfText(t.certificateNote), PDF_MARGIN, y + 8, {
          width,
        });
      drawFootnote(doc, `${t.issued} ${fmt.date(today)} · ${t.insurer}`);
    },
  );
}

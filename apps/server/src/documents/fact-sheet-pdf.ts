import type { Lang } from '@broker/domain';
import {
  PDF_MARGIN,
  PDF_THEME,
  drawHeading,
  drawLineChart,
  drawRows,
  pdfText,
  renderPdf,
  type Pdf,
} from '../platform/pdf';
import { fill, pdfFormats } from '../platform/pdf-formats';
import { feeOn, type FactSheet } from './fact-sheet';
import { FACT_SHEET_TEXTS } from './fact-sheet-texts';

/** The amount the cost example invests, in the fund's currency. */
const EXAMPLE_AMOUNT = '10000';

/** A fund's fact sheet as a one-page A4 PDF in the reader's language. */
export function factSheetPdf(sheet: FactSheet, lang: Lang, createdAt: Date): Promise<Buffer> {
  const t = FACT_SHEET_TEXTS[lang];
  const f = pdfFormats(lang);
  const asOf = sheet.nav ? f.date(sheet.nav.day) : f.date(createdAt.toISOString().slice(0, 10));
  return renderPdf(
    { title: `${t.title}: ${sheet.name}`, subject: sheet.isin, lang: f.locale, createdAt },
    (doc: Pdf) => {
      const width = doc.page.width - 2 * PDF_MARGIN;
      const column = (width - 24) / 2;

      doc.font('Helvetica').fontSize(10).fillColor(PDF_THEME.muted);
      doc.text(pdfText(`Nordbroker · ${t.title}`), PDF_MARGIN, PDF_MARGIN, { width });
      doc.font('Helvetica-Bold').fontSize(20).fillColor(PDF_THEME.text);
      doc.text(pdfText(sheet.name), PDF_MARGIN, doc.y + 4, { width });
      doc.font('Helvetica').fontSize(10).fillColor(PDF_THEME.muted);
      doc.text(pdfText(`ISIN ${sheet.isin} · ${sheet.currency} · ${fill(t.asOf, { date: asOf })}`), {
        width,
      });

      const top = doc.y + 14;
      let left = drawHeading(doc, t.keyFacts, top);
      left = drawRows(
        doc,
        [
          [t.fundType, t.fundTypes[sheet.fundType]],
          ...(sheet.category ? [[t.category, sheet.category] as const] : []),
          [t.indexFund, sheet.isIndexFund ? t.yes : t.no],
          [t.currency, sheet.currency],
          [
            t.nav,
            sheet.nav ? f.money(sheet.nav.value, sheet.currency, sheet.currency === 'EUR' ? 4 : 2) : '–',
          ],
          [t.risk, t.risks[sheet.risk]],
          ...(sheet.sfdrArticle ? [[t.sustainability, t.sfdr[sheet.sfdrArticle]] as const] : []),
          [t.buyDealing, t.frequencies[sheet.buyFrequency]],
          [t.sellDealing, t.frequencies[sheet.sellFrequency]],
          ...(sheet.minInvestment
            ? [[t.minInvestment, f.money(sheet.minInvestment, sheet.currency)] as const]
            : []),
        ],
        { x: PDF_MARGIN, y: left, width },
      );

      let y = drawHeading(doc, t.costs, left + 10);
      y = drawRows(
        doc,
        [
          [t.buyFee, f.percent(sheet.buyFee)],
          [t.sellFee, f.percent(sheet.sellFee)],
        ],
        { x: PDF_MARGIN, y, width: column },
      );
      doc.font('Helvetica').fontSize(9).fillColor(PDF_THEME.text);
      doc.text(
        pdfText(
          fill(t.costExample, {
            amount: f.money(EXAMPLE_AMOUNT, sheet.currency),
            buy: f.money(feeOn(EXAMPLE_AMOUNT, sheet.buyFee), sheet.currency),
            sell: f.money(feeOn(EXAMPLE_AMOUNT, sheet.sellFee), sheet.currency),
          }),
        ),
        PDF_MARGIN,
        y + 2,
        { width },
      );

      y = drawHeading(doc, t.performance, doc.y + 14);
      y = drawRows(
        doc,
        sheet.returns.map((r) => [
          t.periods[r.period],
          r.percent === null ? '–' : f.percent(r.percent, true),
        ]),
        { x: PDF_MARGIN, y, width: column },
      );

      if (sheet.history.values.length > 1) {
        const first = sheet.history.days[0]!;
        y = drawHeading(doc, fill(t.navHistory, { date: f.date(first) }), y + 10);
        const decimals = sheet.currency === 'EUR' ? 4 : 2;
        drawLineChart(
          doc,
          sheet.history.values,
          { x: PDF_MARGIN, y, width, height: 150 },
          {
            min: f.number(Math.min(...sheet.history.values), decimals),
            max: f.number(Math.max(...sheet.history.values), decimals),
            first: f.date(first),
            last: f.date(sheet.history.days.at(-1)!),
          },
        );
        y += 160;
      }

      doc.font('Helvetica').fontSize(8).fillColor(PDF_THEME.muted);
      doc.text(pdfText(t.disclaimer), PDF_MARGIN, y + 14, { width });
      doc.text(pdfText(fill(t.footer, { date: asOf })), PDF_MARGIN, doc.page.height - PDF_MARGIN - 10, {
        width,
        align: 'center',
        lineBreak: false,
      });
    },
  );
}

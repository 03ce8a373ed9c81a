import { Decimal } from '../money';

/**
 * Sweden's K4 (issue 13): the sales of the year on the form's sections, and the SRU files
 * (INFO.SRU, BLANKETTER.SRU) that Skatteverket's e-service imports. FACTS.md "Transactions and
 * tax": section A listed shares and equity funds, C listed SEK bonds, currency and SEK interest
 * funds, D other; field codes A 3100–3185 (9 rows per form, totals 3300, 3301, 3304, 3305),
 * C 3310–3375 (7 rows), D 3410–3475 (7 rows); `#BLANKETT K4-{year}P4`.
 *
 * The report keeps öre: its rows add up exactly to the realised results. The form is in whole
 * kronor (it has no öre boxes), so each row's sale price and cost are rounded there, half up, and
 * its gain or loss is the difference of the rounded figures, so every form adds up on its own.
 */

export type K4Section = 'A' | 'C' | 'D';

/** How an instrument is reported (an inference from the form's headings; see docs/decisions.md). */
export function k4SectionOf(instrument: {
  groupType: string;
  fundType: string | null;
  currency: string;
}): K4Section {
  if (instrument.groupType === 'EQ') return 'A';
  if (instrument.groupType === 'FND') {
    // Interest funds in kronor are section C; in another currency, D. Every other fund holds shares.
    if (instrument.fundType === 'BOND') return instrument.currency === 'SEK' ? 'C' : 'D';
    return 'A';
  }
  return 'D';
}

/** One reported sale, in kronor, fees of the sale deducted from its price. */
export interface K4Sale {
  section: K4Section;
  /** What identifies the security (its ISIN): sales of one security share a row. */
  key: string;
  name: string;
  quantity: Decimal.Value;
  /** Sale price less the sale's fees (försäljningspris). */
  salePrice: Decimal.Value;
  /** Acquisition cost, purchase fees included (omkostnadsbelopp). */
  cost: Decimal.Value;
}

export interface K4Row {
  section: K4Section;
  key: string;
  name: string;
  quantity: Decimal;
  salePrice: Decimal;
  cost: Decimal;
  /** salePrice − cost when positive, else 0. */
  gain: Decimal;
  /** cost − salePrice when positive, else 0. */
  loss: Decimal;
}

const SECTION_ORDER: Record<K4Section, number> = { A: 0, C: 1, D: 2 };

/**
 * The year's rows: the sales of one security summed on one row (the form allows that for
 * securities of the same kind), by section, then name. Exact to the öre.
 */
export function k4Rows(sales: readonly K4Sale[]): K4Row[] {
  const rows = new Map<string, K4Row>();
  for (const s of sales) {
    const id = `${s.section}:${s.key}`;
    const row = rows.get(id) ?? {
      section: s.section,
      key: s.key,
      name: s.name,
      quantity: new Decimal(0),
      salePrice: new Decimal(0),
      cost: new Decimal(0),
      gain: new Decimal(0),
      loss: new Decimal(0),
    };
    row.quantity = row.quantity.plus(s.quantity);
    row.salePrice = row.salePrice.plus(s.salePrice);
    row.cost = row.cost.plus(s.cost);
    rows.set(id, row);
  }
  return [...rows.values()]
    .map((r) => {
      const result = r.salePrice.minus(r.cost);
      return { ...r, gain: Decimal.max(result, 0), loss: Decimal.max(result.negated(), 0) };
    })
    .sort(
      (a, b) => SECTION_ORDER[a.section] - SECTION_ORDER[b.section] || a.name.localeCompare(b.name, 'sv'),
    );
}

/** Rows per form and the field codes of each section: row n's fields are base + 10·n + 0…5. */
export const K4_LAYOUT: Record<
  K4Section,
  {
    rowsPerForm: number;
    firstRow: number;
    totals: { salePrice: number; cost: number; gain: number; loss: number };
  }
> = {
  A: { rowsPerForm: 9, firstRow: 3100, totals: { salePrice: 3300, cost: 3301, gain: 3304, loss: 3305 } },
  C: { rowsPerForm: 7, firstRow: 3310, totals: { salePrice: 3400, cost: 3401, gain: 3403, loss: 3404 } },
  D: { rowsPerForm: 7, firstRow: 3410, totals: { salePrice: 3500, cost: 3501, gain: 3503, loss: 3504 } },
};

/** The field holding a form's number among the forms of one filing. */
export const K4_FORM_NUMBER_FIELD = 7014;

export interface SruField {
  code: number;
  value: string;
}

export interface K4Form {
  number: number;
  fields: SruField[];
}

const kronor = (d: Decimal) => d.toDecimalPlaces(0, Decimal.ROUND_HALF_UP);

/** A row's quantity on the form: whole in A and C (at least 1 of something sold), any in D. */
function formQuantity(section: K4Section, quantity: Decimal): string {
  if (section === 'D') return quantity.toFixed();
  const whole = kronor(quantity);
  return (whole.isZero() && quantity.gt(0) ? new Decimal(1) : whole).toFixed(0);
}

/**
 * The rows on as many forms as they need: each form takes up to 9 rows of A, 7 of C and 7 of D,
 * with the totals of its own rows, and its number.
 */
export function k4Forms(rows: readonly K4Row[]): K4Form[] {
  const bySection = (s: K4Section) => rows.filter((r) => r.section === s);
  const pages = (s: K4Section) => {
    const of = bySection(s);
    const out: K4Row[][] = [];
    for (let i = 0; i < of.length; i += K4_LAYOUT[s].rowsPerForm)
      out.push(of.slice(i, i + K4_LAYOUT[s].rowsPerForm));
    return out;
  };
  const sections = (['A', 'C', 'D'] as const).map((s) => ({ s, pages: pages(s) }));
  const count = Math.max(1, ...sections.map((x) => x.pages.length));
  const forms: K4Form[] = [];
  for (let n = 0; n < count; n++) {
    const fields: SruField[] = [];
    for (const { s, pages: sectionPages } of sections) {
      const page = sectionPages[n] ?? [];
      if (page.length === 0) continue;
      const layout = K4_LAYOUT[s];
      const sums = {
        salePrice: new Decimal(0),
        cost: new Decimal(0),
        gain: new Decimal(0),
        loss: new Decimal(0),
      };
      page.forEach((row, i) => {
        const base = layout.firstRow + 10 * i;
        const salePrice = kronor(row.salePrice);
        const cost = kronor(row.cost);
        const result = salePrice.minus(cost);
        fields.push({ code: base, value: formQuantity(s, row.quantity) });
        fields.push({ code: base + 1, value: row.name });
        fields.push({ code: base + 2, value: salePrice.toFixed(0) });
        fields.push({ code: base + 3, value: cost.toFixed(0) });
        if (result.gt(0)) fields.push({ code: base + 4, value: result.toFixed(0) });
        if (result.lt(0)) fields.push({ code: base + 5, value: result.negated().toFixed(0) });
        sums.salePrice = sums.salePrice.plus(salePrice);
        sums.cost = sums.cost.plus(cost);
        if (result.gt(0)) sums.gain = sums.gain.plus(result);
        if (result.lt(0)) sums.loss = sums.loss.minus(result);
      });
      fields.push({ code: layout.totals.salePrice, value: sums.salePrice.toFixed(0) });
      fields.push({ code: layout.totals.cost, value: sums.cost.toFixed(0) });
      if (sums.gain.gt(0)) fields.push({ code: layout.totals.gain, value: sums.gain.toFixed(0) });
      if (sums.loss.gt(0)) fields.push({ code: layout.totals.loss, value: sums.loss.toFixed(0) });
    }
    fields.push({ code: K4_FORM_NUMBER_FIELD, value: String(n + 1) });
    forms.push({ number: n + 1, fields });
  }
  return forms;
}

export interface SruFiler {
  /** Personnummer, twelve digits (yyyymmddnnnn). */
  personalNumber: string;
  name: string;
  /** The street address, when known: INFO.SRU's optional #ADRESS. */
  street?: string;
  postalCode: string;
  city: string;
}

const CRLF = '\r\n';

/** `yyyymmdd hhmmss` in Swedish time, as the files stamp their creation. */
function sruStamp(at: Date): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}${get('month')}${get('day')} ${get('hour')}${get('minute')}${get('second')}`;
}

/** Text fit for a line of an SRU file: no line breaks, and only what Latin-1 can hold. */
export function sruText(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

/** BLANKETTER.SRU: the forms of one income year. The file is written in ISO 8859-1. */
export function blanketterSru(
  forms: readonly K4Form[],
  year: number,
  filer: SruFiler,
  createdAt: Date,
): string {
  const lines: string[] = [];
  for (const form of forms) {
    lines.push(`#BLANKETT K4-${year}P4`);
    lines.push(`#IDENTITET ${filer.personalNumber} ${sruStamp(createdAt)}`);
    lines.push(`#NAMN ${sruText(filer.name)}`);
    for (const f of form.fields) lines.push(`#UPPGIFT ${f.code} ${sruText(f.value)}`);
    lines.push('#BLANKETTSLUT');
  }
  lines.push('#FIL_SLUT');
  return lines.join(CRLF) + CRLF;
}

/** INFO.SRU: who files, and which file holds the forms. ISO 8859-1 like BLANKETTER.SRU. */
export function infoSru(filer: SruFiler, createdAt: Date, program: string): string {
  const [day, time] = sruStamp(createdAt).split(' ');
  return (
    [
      '#DATABESKRIVNING_START',
      '#PRODUKT SRU',
      `#SKAPAD ${day} ${time}`,
      `#PROGRAM ${sruText(program)}`,
      '#FILNAMN BLANKETTER.SRU',
      '#DATABESKRIVNING_SLUT',
      '#MEDIELEV_START',
      `#ORGNR ${filer.personalNumber}`,
      `#NAMN ${sruText(filer.name)}`,
      ...(filer.street ? [`#ADRESS ${sruText(filer.street)}`] : []),
      `#POSTNR ${filer.postalCode}`,
      `#POSTORT ${sruText(filer.city)}`,
      '#MEDIELEV_SLUT',
    ].join(CRLF) + CRLF
  );
}

import { describe, expect, it } from 'vitest';
import { COUNTRIES, LANGS } from '../countries';
import { cddAnswerProblems, cddAnswerSheet, type CddAnswer } from './answers';
import { cddPages, cddQuestions, CDD_QUESTION_IDS } from './questionnaire';
import { cddRisk, kycDueDate } from './risk';

const LOW: CddAnswer[] = [
  { questionId: 'purpose', optionIds: ['SAVINGS'] },
  { questionId: 'origin', optionIds: ['SALARY'] },
  { questionId: 'yearlyDeposits', optionIds: ['BAND_1'] },
  { questionId: 'depositFrequency', optionIds: ['MONTHLY'] },
  { questionId: 'occupation', optionIds: ['EMPLOYED'] },
  { questionId: 'income', optionIds: ['BAND_2'] },
  { questionId: 'pep', optionIds: ['NO'] },
  { questionId: 'ownMoney', optionIds: ['OWN'] },
];
const with_ = (questionId: string, optionIds: string[]) =>
  LOW.map((a) => (a.questionId === questionId ? { questionId, optionIds } : a));
const risk = (answers: CddAnswer[], country: 'SE' | 'NO' = 'SE') => {
  const result = cddAnswerSheet(country, answers);
  if (!('sheet' in result)) throw new Error(JSON.stringify(result.problems));
  return cddRisk(country, result.sheet);
};

describe('the CDD questionnaire', () => {
  it('asks every question once, with texts in every language and unique option ids', () => {
    for (const country of COUNTRIES) {
      const questions = cddQuestions(country);
      expect(questions.map((q) => q.id)).toEqual([...CDD_QUESTION_IDS]);
      for (const q of questions) {
        for (const lang of LANGS) expect(q.text[lang].length, `${q.id} ${lang}`).toBeGreaterThan(3);
        expect(new Set(q.options.map((o) => o.id)).size).toBe(q.options.length);
        for (const o of q.options) for (const lang of LANGS) expect(o.text[lang].length).toBeGreaterThan(1);
      }
    }
  });

  it('names amounts in the country’s currency, grouped as each language writes them', () => {
    const deposits = (country: 'SE' | 'FI') =>
      cddPages(country)
        .flatMap((p) => p.questions)
        .find((q) => q.id === 'yearlyDeposits')!.options;
    expect(deposits('SE')[3]!.text.sv).toBe('Över 1\u00a0500\u00a0000 SEK');
    expect(deposits('SE')[3]!.text.en).toBe('Over 1,500,000 SEK');
    expect(deposits('FI')[0]!.text.fi).toBe('Alle 10\u00a0000 EUR');
    expect(deposits('FI')[1]!.text.en).toBe('10,000–50,000 EUR');
  });
});

describe('CDD answers', () => {
  it('takes complete answers', () => {
    expect(cddAnswerProblems(cddQuestions('SE'), LOW)).toEqual([]);
  });

  it('refuses missing, unknown, duplicated and over-chosen answers', () => {
    const questions = cddQuestions('SE');
    expect(cddAnswerProblems(questions, LOW.slice(1))).toEqual([
      { code: 'ANSWER_MISSING', questionId: 'purpose' },
    ]);
    expect(cddAnswerProblems(questions, with_('pep', ['NO', 'YES_SELF']))).toEqual([
      { code: 'ONE_OPTION_ONLY', questionId: 'pep' },
    ]);
    expect(cddAnswerProblems(questions, with_('origin', ['SALARY', 'LOTTERY']))).toEqual([
      { code: 'UNKNOWN_OPTION', questionId: 'origin' },
    ]);
    expect(cddAnswerProblems(questions, with_('origin', []))).toEqual([
      { code: 'ANSWER_MISSING', questionId: 'origin' },
    ]);
    expect(cddAnswerProblems(questions, [...LOW, { questionId: 'pep', optionIds: ['NO'] }])).toEqual([
      { code: 'DUPLICATE_ANSWER', questionId: 'pep' },
    ]);
    expect(cddAnswerProblems(questions, [...LOW, { questionId: 'shoeSize', optionIds: ['42'] }])).toEqual([
      { code: 'UNKNOWN_QUESTION', questionId: 'shoeSize' },
    ]);
    // A page's questions only: answers to another page's questions are not taken.
    const firstPage = cddPages('SE')[0]!.questions;
    expect(cddAnswerProblems(firstPage, LOW.slice(0, 2))).toEqual([
      { code: 'UNKNOWN_QUESTION', questionId: 'origin' },
    ]);
  });
});

describe('CDD risk', () => {
  it('is low for a salaried saver and rises with the risk factors', () => {
    expect(risk(LOW)).toMatchObject({ level: 'LOW', score: 0, reasons: [], needsManualReview: false });
    expect(risk(with_('origin', ['SALARY', 'BUSINESS']))).toMatchObject({ level: 'LOW', score: 1 });
    expect(risk(with_('yearlyDeposits', ['BAND_3']))).toMatchObject({
      level: 'LOW',
      reasons: ['LARGE_DEPOSITS'],
    });
    const largeAndDaily = with_('yearlyDeposits', ['BAND_3']).map((a) =>
      a.questionId === 'depositFrequency' ? { questionId: a.questionId, optionIds: ['DAILY'] } : a,
    );
    expect(risk(largeAndDaily)).toMatchObject({ level: 'MEDIUM', score: 2 });
    expect(risk(with_('origin', ['GAMBLING']))).toMatchObject({ level: 'MEDIUM', score: 2 });
  });

  it('is high for deposits far above income, for a PEP and for others’ money', () => {
    const large = with_('yearlyDeposits', ['BAND_4']);
    expect(risk(large)).toMatchObject({ level: 'HIGH', score: 4, needsManualReview: true });
    expect(risk(large).reasons).toEqual(['VERY_LARGE_DEPOSITS', 'DEPOSITS_ABOVE_INCOME']);
    expect(risk(with_('pep', ['YES_RELATED']))).toMatchObject({ level: 'HIGH', score: 0, reasons: ['PEP'] });
    expect(risk(with_('ownMoney', ['OTHERS']))).toMatchObject({ level: 'HIGH', needsManualReview: true });
  });

  it('flags a private banking prospect in Sweden only (spec 001 §5)', () => {
    const rich = with_('yearlyDeposits', ['BAND_4']).map((a) =>
      a.questionId === 'income' ? { questionId: 'income', optionIds: ['BAND_4'] } : a,
    );
    expect(risk(rich, 'SE')).toMatchObject({ privateBankingProspect: true, level: 'MEDIUM' });
    expect(risk(rich, 'NO').privateBankingProspect).toBe(false);
    expect(risk(LOW, 'SE').privateBankingProspect).toBe(false);
  });

  it('is due again after 3, 2 or 1 years by level, at a month’s end where the day is missing', () => {
    expect(kycDueDate('2026-11-27', 'LOW')).toBe('2029-11-27');
    expect(kycDueDate('2026-11-27', 'MEDIUM')).toBe('2028-11-27');
    expect(kycDueDate('2026-11-27', 'HIGH')).toBe('2027-11-27');
    expect(kycDueDate('2024-02-29', 'HIGH')).toBe('2025-02-28');
  });
});

describe('the CDD questionnaire of a company', () => {
  const COMPANY: CddAnswer[] = [
    { questionId: 'purpose', optionIds: ['SAVINGS'] },
    { questionId: 'origin', optionIds: ['BUSINESS', 'SHARE_CAPITAL'] },
    { questionId: 'yearlyDeposits', optionIds: ['BAND_2'] },
    { questionId: 'depositFrequency', optionIds: ['FEW_TIMES_A_YEAR'] },
    { questionId: 'occupation', optionIds: ['HOLDING'] },
    { questionId: 'income', optionIds: ['BAND_2'] },
    { questionId: 'pep', optionIds: ['NO'] },
    { questionId: 'ownMoney', optionIds: ['OWN'] },
  ];

  it('asks the same questions about the company, in every language, with options that fit one', () => {
    for (const country of COUNTRIES) {
      const person = cddPages(country);
      const company = cddPages(country, 'JUR');
      expect(company.map((p) => p.questions.map((q) => q.id))).toEqual(
        person.map((p) => p.questions.map((q) => q.id)),
      );
      for (const q of company.flatMap((p) => p.questions)) {
        for (const lang of LANGS) {
          expect(q.text[lang].length, `${country} ${q.id} ${lang}`).toBeGreaterThan(0);
          for (const o of q.options) expect(o.text[lang].length).toBeGreaterThan(0);
        }
        expect(new Set(q.options.map((o) => o.id)).size).toBe(q.options.length);
      }
    }
    const occupation = cddQuestions('SE', 'JUR').find((q) => q.id === 'occupation')!;
    expect(occupation.text.sv).toBe('Vad har företaget för huvudsaklig verksamhet?');
    expect(occupation.options.map((o) => o.id)).toEqual(['OPERATING', 'HOLDING', 'REAL_ESTATE', 'DORMANT']);
  });

  it('takes a company’s answers for a company only, and does not count its profits as a risk', () => {
    expect('problems' in cddAnswerSheet('SE', COMPANY)).toBe(true);
    const sheet = cddAnswerSheet('SE', COMPANY, 'JUR');
    if (!('sheet' in sheet)) throw new Error(JSON.stringify(sheet.problems));
    expect(cddRisk('SE', sheet.sheet, 'JUR')).toMatchObject({ level: 'LOW', reasons: [] });
    expect(cddRisk('SE', sheet.sheet)).toMatchObject({ reasons: ['BUSINESS_ORIGIN'] });
    expect('problems' in cddAnswerSheet('SE', LOW, 'JUR')).toBe(true);
  });
});

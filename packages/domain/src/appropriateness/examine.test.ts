import { describe, expect, it } from 'vitest';
import { LANGS } from '../countries';
import { KNOWLEDGE_TEST_CATEGORIES } from '../mifid2';
import { QUESTIONNAIRES, questionnaireOf } from './questions';
import { approvalExpiry, gradeAttempt, requiredCorrect } from './examine';

describe('knowledge-test questionnaires', () => {
  it('has one questionnaire per category that needs a test, each with at least 5 questions in every language', () => {
    expect(QUESTIONNAIRES.map((q) => q.mifid2Category).sort()).toEqual([...KNOWLEDGE_TEST_CATEGORIES].sort());
    for (const q of QUESTIONNAIRES) {
      expect(q.questions.length).toBeGreaterThanOrEqual(5);
      for (const lang of LANGS) expect(q.title[lang].length).toBeGreaterThan(3);
      expect(new Set(q.questions.map((x) => x.id)).size).toBe(q.questions.length);
      for (const question of q.questions) {
        expect(question.options.length).toBeGreaterThanOrEqual(3);
        expect(question.options.map((o) => o.id)).toContain(question.correct);
        for (const lang of LANGS) {
          expect(question.text[lang].length, `${question.id} ${lang}`).toBeGreaterThan(10);
          for (const o of question.options)
            expect(o.text[lang].length, `${question.id} ${o.id} ${lang}`).toBeGreaterThan(2);
        }
      }
    }
  });

  it('does not always put the right answer in the same place', () => {
    for (const q of QUESTIONNAIRES)
      expect(new Set(q.questions.map((x) => x.correct)).size).toBeGreaterThan(1);
  });
});

describe('gradeAttempt', () => {
  const q = questionnaireOf(2)!;
  const ids = q.questions.map((x) => x.id);
  const right = q.questions.map((x) => ({ questionId: x.id, optionId: x.correct }));
  const wrongOf = (id: string) =>
    q.questions
      .find((x) => x.id === id)!
      .options.find((o) => o.id !== q.questions.find((x) => x.id === id)!.correct)!.id;

  it('passes all right and one slip, fails two wrong, and names the wrong questions', () => {
    expect(gradeAttempt(q, ids, right)).toMatchObject({ ok: true, passed: true, wrong: [] });
    const one = right.map((a, i) => (i === 0 ? { ...a, optionId: wrongOf(a.questionId) } : a));
    expect(gradeAttempt(q, ids, one)).toMatchObject({ ok: true, passed: true, wrong: [ids[0]] });
    const two = right.map((a, i) => (i < 2 ? { ...a, optionId: wrongOf(a.questionId) } : a));
    expect(gradeAttempt(q, ids, two)).toMatchObject({ ok: true, passed: false, wrong: ids.slice(0, 2) });
  });

  it('refuses missing, duplicate and unknown answers instead of grading them', () => {
    expect(gradeAttempt(q, ids, right.slice(1))).toMatchObject({
      ok: false,
      code: 'MANDATORY_FIELD_MISSING',
    });
    expect(gradeAttempt(q, ids, [...right, right[0]!])).toMatchObject({ ok: false, code: 'INPUT_ERROR' });
    expect(gradeAttempt(q, ids, [...right.slice(1), { questionId: 'nope', optionId: 'a' }])).toMatchObject({
      ok: false,
      code: 'INPUT_ERROR',
    });
    expect(gradeAttempt(q, ids, [{ ...right[0]!, optionId: 'z' }, ...right.slice(1)])).toMatchObject({
      ok: false,
      code: 'INPUT_ERROR',
      field: 'body.answers.0.optionId',
    });
  });

  it('needs 80 % right, rounded up, and approves for three years', () => {
    expect(requiredCorrect(5)).toBe(4);
    expect(requiredCorrect(6)).toBe(5);
    expect(requiredCorrect(10)).toBe(8);
    expect(approvalExpiry(Date.parse('2026-11-19T09:00:00Z'))).toBe(Date.parse('2029-11-19T09:00:00Z'));
  });
});

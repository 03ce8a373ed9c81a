import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { FieldErrors, groupProps } from './fields';
import { signupStepDataQuery } from './signup-queries';
import { StepFrame, type StepProps } from './StepFrame';

/**
 * The KYC step: the CDD question pages one at a time (start at the first unanswered page, next,
 * previous). Each page is submitted on its own; after the last the server calculates the risk.
 */
export function KycStep({ state, errors, busy, onSubmit, onBack }: StepProps) {
  const t = useT();
  const client = useApiClient();
  const related = useQuery(signupStepDataQuery(client, 'KYC'));
  const pages = related.data?.cddPages ?? [];
  const firstOpen = pages.findIndex((p) => !state.kyc.pagesAnswered.includes(p.id));
  const [index, setIndex] = useState<number | null>(null);
  const saved = new Map((state.saved.KYC?.answers ?? []).map((a) => [a.questionId, a.optionIds]));
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  if (pages.length === 0) return <p className="muted">{t('signup.loading')}</p>;
  const at = index ?? (firstOpen === -1 ? pages.length - 1 : firstOpen);
  const page = pages[at]!;
  const valueOf = (questionId: string) => chosen[questionId] ?? saved.get(questionId) ?? [];
  const pick = (questionId: string, optionId: string, single: boolean) => {
    const now = valueOf(questionId);
    const next = single
      ? [optionId]
      : now.includes(optionId)
        ? now.filter((o) => o !== optionId)
        : [...now, optionId];
    setChosen({ ...chosen, [questionId]: next });
  };
  const submit = async () => {
    const answers = page.questions.map((q) => ({ questionId: q.id, optionIds: valueOf(q.id) }));
    const ok = await onSubmit({ step: 'KYC', data: { pageId: page.id, answers } });
    if (ok && at < pages.length - 1) setIndex(at + 1);
  };
  return (
    <>
      <p className="muted">{t('signup.kyc.intro')}</p>
      <h3 data-testid="signup-kyc-page">
        {page.title}{' '}
        <span className="muted">({t('signup.kyc.page', { n: at + 1, total: pages.length })})</span>
      </h3>
      <StepFrame busy={busy} onBack={at > 0 ? () => setIndex(at - 1) : onBack} onSubmit={() => void submit()}>
        {page.questions.map((q) => {
          const field = `answers.${q.id}`;
          const single = q.type === 'SINGLE_CHOICE';
          return (
            <fieldset key={q.id} className="field" {...groupProps(errors, field)}>
              <legend>{q.text}</legend>
              {q.options.map((o) => (
                <label key={o.id} className="choice">
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={q.id}
                    value={o.id}
                    checked={valueOf(q.id).includes(o.id)}
                    onChange={() => pick(q.id, o.id, single)}
                  />
                  {o.text}
                </label>
              ))}
              <FieldErrors errors={errors} field={field} />
            </fieldset>
          );
        })}
      </StepFrame>
    </>
  );
}

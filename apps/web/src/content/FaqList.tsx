import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFaqFeedback, type FaqEntry } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { ContentBlocks } from './ContentBlocks';
import { faqKey, pageKey } from './content-queries';

/**
 * FAQ questions as disclosure widgets (`<details>`: keyboard and screen readers know them), each
 * answer with "Was this helpful? Yes / No". The pressed button shows the reader's vote; voting
 * again changes it (the server keeps one vote per customer, or per browser for visitors).
 */
export function FaqList({
  entries,
  headingLevel = 2,
}: {
  entries: readonly FaqEntry[];
  headingLevel?: 2 | 3;
}) {
  return (
    <div className="faq-list">
      {entries.map((entry) => (
        <FaqItem key={entry.id} entry={entry} headingLevel={headingLevel} />
      ))}
    </div>
  );
}

function FaqItem({ entry, headingLevel }: { entry: FaqEntry; headingLevel: 2 | 3 }) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [thanked, setThanked] = useState(false);
  // The vote just given, shown at once (the lists that carry it are read again meanwhile).
  const [given, setGiven] = useState<boolean | null>(null);
  const vote = useMutation({
    mutationFn: (helpful: boolean) =>
      client.call(postFaqFeedback, { params: { faqId: entry.id }, body: { helpful } }),
    onSuccess: async (reply) => {
      setGiven(reply.helpful);
      setThanked(true);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: faqKey }),
        queryClient.invalidateQueries({ queryKey: pageKey }),
      ]);
    },
  });
  const current = given ?? entry.myVote;
  const Question = headingLevel === 2 ? 'h2' : 'h3';
  const questionId = `faq-q-${entry.id}`;
  return (
    <details className="card faq-item" data-testid={`faq-${entry.id}`}>
      <summary>
        <Question id={questionId} className="faq-question">
          {entry.question}
        </Question>
      </summary>
      <div className="faq-answer">
        <ContentBlocks blocks={entry.answer} level={3} />
        <div className="faq-feedback" role="group" aria-labelledby={`${questionId}-helpful`}>
          <span id={`${questionId}-helpful`}>{t('content.faq.helpful')}</span>
          <button
            type="button"
            className="button button-secondary"
            aria-pressed={current === true}
            disabled={vote.isPending}
            onClick={() => vote.mutate(true)}
            data-testid="faq-helpful-yes"
          >
            {t('content.faq.yes')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            aria-pressed={current === false}
            disabled={vote.isPending}
            onClick={() => vote.mutate(false)}
            data-testid="faq-helpful-no"
          >
            {t('content.faq.no')}
          </button>
        </div>
        <p role="status" className="faq-thanks">
          {thanked ? t('content.faq.thanks') : vote.isError ? t('content.faq.failed') : ''}
        </p>
      </div>
    </details>
  );
}

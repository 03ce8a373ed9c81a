import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { ErrorState } from '../ui/ErrorState';
import { useDocumentTitle } from '../ui/use-document-title';
import { PlanCard } from './PlanCard';
import { PlanFormCard } from './PlanFormCard';
import { savingsPlansQuery, type SavingsPlan } from './savings-plans-queries';
import './savings-plans.css';

/**
 * `/savings-plans` (issue 15; spec 001 §7.14 "periodic plans"): the customer's monthly savings
 * plans with their next buy, status and history (bought, tried again, skipped for lack of cash),
 * where each plan's monthly amount stands among all customers', the actions (pause, resume, skip
 * the next buy, change, delete), and the form that starts or changes a plan: an account, a day,
 * up to four funds or shares found by the instrument search, each with its amount.
 */
export function SavingsPlansPage() {
  const t = useT();
  useDocumentTitle(t('savingsPlans.title'));
  const [editing, setEditing] = useState<SavingsPlan | null>(null);
  const [announced, setAnnounced] = useState('');
  const listHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const done = (message: string) => {
    setAnnounced(message);
    listHeading.current?.focus();
  };
  return (
    <div className="page savings-page" data-testid="savings-plans-page">
      <h1>{t('savingsPlans.title')}</h1>
      <p className="muted">{t('savingsPlans.intro')}</p>
      {/* Always there, so that a screen reader announces what comes into it. */}
      <p role="status" className="savings-announce" data-testid="savings-plans-status">
        {announced}
      </p>
      <PlanList
        headingRef={listHeading}
        onDone={done}
        onChange={(plan) => {
          setEditing(plan);
          // The form is already on the page: its heading takes the focus once it shows the plan.
          setTimeout(() => formHeading.current?.focus(), 0);
        }}
      />
      <PlanFormCard
        key={editing?.id ?? 'new'}
        plan={editing}
        headingRef={formHeading}
        onDone={(message) => {
          setEditing(null);
          done(message);
        }}
        onCancel={() => {
          setEditing(null);
          listHeading.current?.focus();
        }}
      />
    </div>
  );
}

function PlanList({
  headingRef,
  onDone,
  onChange,
}: {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onDone: (message: string) => void;
  onChange: (plan: SavingsPlan) => void;
}) {
  const t = useT();
  const client = useApiClient();
  const plans = useQuery(savingsPlansQuery(client));
  return (
    <section className="card" aria-labelledby="savings-plans-list">
      <h2 id="savings-plans-list" ref={headingRef} tabIndex={-1}>
        {t('savingsPlans.list')}
      </h2>
      {plans.isError ? (
        <ErrorState message={t('savingsPlans.error')} onRetry={() => void plans.refetch()} />
      ) : plans.isPending ? (
        <p className="muted" aria-busy="true">
          {t('savingsPlans.loading')}
        </p>
      ) : plans.data.length === 0 ? (
        <p className="muted" data-testid="savings-plans-none">
          {t('savingsPlans.none')}
        </p>
      ) : (
        <ul className="savings-plans" data-testid="savings-plans">
          {plans.data.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} onDone={onDone} onChange={() => onChange(plan)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

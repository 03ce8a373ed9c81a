import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setCourtageClass, type CallReply, type getFeeConditions } from '@broker/contract';
import type { CourtageClass } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { formatMoney } from '../ui/format';
import { PageLoading } from '../ui/PageLoading';
import { useDocumentTitle } from '../ui/use-document-title';
import { FEE_CONDITIONS_KEY, feeConditionsQuery } from './settings-queries';
import './settings.css';

type FeeConditions = CallReply<typeof getFeeConditions>;

/**
 * `/settings/fee-conditions` (spec 001 §7.9 fee conditions): the courtage class share orders are
 * charged by, every class's rule in the customer's currency, and the change to another class, which
 * applies to the orders placed after it.
 */
export function FeeConditionsPage() {
  const t = useT();
  const id = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  useDocumentTitle(t('settings.fees.title'));
  const conditions = useQuery(feeConditionsQuery(client));
  const [chosen, setChosen] = useState<CourtageClass | undefined>(undefined);
  const save = useMutation({
    mutationFn: (cls: CourtageClass) => client.call(setCourtageClass, { body: { courtage_class: cls } }),
    onSuccess: (reply: FeeConditions) => {
      queryClient.setQueryData(FEE_CONDITIONS_KEY, reply);
      setChosen(undefined);
      // Order previews computed on the old class are stale now.
      void queryClient.invalidateQueries({ queryKey: ['sharePreview'] });
    },
  });

  const body = () => {
    if (conditions.isPending) return <PageLoading />;
    if (conditions.isError) {
      return (
        <ErrorState
          message={t('settings.fees.error')}
          onRetry={() => void conditions.refetch()}
          testId="fee-conditions-error"
        />
      );
    }
    const current = conditions.data.courtage_class;
    const selected = chosen ?? current;
    const ruleOf = (c: (typeof conditions.data.classes)[number]) =>
      c.percent === null
        ? t('settings.fees.fixed', { fee: formatMoney(c.minimum, meta.locale) })
        : c.percent === 0
          ? t('settings.fees.free')
          : t(c.minimum.value === 0 ? 'settings.fees.percentOnly' : 'settings.fees.percent', {
              percent: new Intl.NumberFormat(meta.locale, { maximumFractionDigits: 3 }).format(c.percent),
              minimum: formatMoney(c.minimum, meta.locale),
            });
    if (conditions.data.set_by_tier) {
      // Private banking and employees: the class comes with the tier; nothing to choose.
      const own = conditions.data.classes[0]!;
      return (
        <div className="card fee-conditions" data-testid="fee-conditions-by-tier">
          <h2 className="section-title">{t('settings.fees.class')}</h2>
          <p>
            <strong data-testid={`fee-class-${own.courtage_class}`}>
              {t(`settings.fees.class.${own.courtage_class}` as MessageKey)}
            </strong>
            {': '}
            {ruleOf(own)}
          </p>
          <p className="muted">{t('settings.fees.byTier')}</p>
        </div>
      );
    }
    return (
      <form
        className="card fee-conditions"
        onSubmit={(event) => {
          event.preventDefault();
          if (selected !== current) save.mutate(selected);
        }}
      >
        <fieldset>
          <legend>{t('settings.fees.class')}</legend>
          {conditions.data.classes.map((c) => {
            const rule = ruleOf(c);
            return (
              <label
                key={c.courtage_class}
                className="fee-class"
                data-testid={`fee-class-${c.courtage_class}`}
              >
                <input
                  type="radio"
                  name={`${id}-class`}
                  value={c.courtage_class}
                  checked={selected === c.courtage_class}
                  onChange={() => setChosen(c.courtage_class)}
                  aria-describedby={`${id}-${c.courtage_class}`}
                />
                <span className="fee-class-name">
                  {t(`settings.fees.class.${c.courtage_class}` as MessageKey)}
                  {c.courtage_class === current && (
                    <span className="fee-class-current"> · {t('settings.fees.current')}</span>
                  )}
                </span>
                <span id={`${id}-${c.courtage_class}`} className="muted">
                  {rule}
                </span>
              </label>
            );
          })}
        </fieldset>
        <p className="muted">{t('settings.fees.when')}</p>
        <button
          type="submit"
          className="button button-primary"
          disabled={selected === current || save.isPending}
          data-testid="fee-conditions-save"
        >
          {t('settings.fees.save')}
        </button>
        <p role="status" className="fee-conditions-status" data-testid="fee-conditions-status">
          {save.isSuccess
            ? t('settings.fees.saved', {
                name: t(`settings.fees.class.${current}` as MessageKey),
              })
            : save.isError
              ? t('settings.fees.saveFailed')
              : ''}
        </p>
      </form>
    );
  };

  return (
    <div className="page narrow-wide fee-conditions-page" data-testid="fee-conditions-page">
      <header className="page-head">
        <h1>{t('settings.fees.title')}</h1>
      </header>
      <section className="approved-intro">
        <p>{t('settings.fees.intro')}</p>
      </section>
      {body()}
    </div>
  );
}

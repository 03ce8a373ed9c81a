import { useEffect, useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { formatMoney } from './format';
import { parseMoneyInput as parseCost } from './money-input';

/**
 * A purchase's acquisition cost in force, and a way to correct it (spec 001 §7.22
 * "update-acquisition-cost"): shares transferred in with a wrong cost, or a purchase the customer
 * knows better. The correction is stored with who made it and used by every tax report from then
 * on; "use the booked cost" takes it back. Where it is stored is the caller's `save` (the
 * transactions page by transaction, the position page through the position); `save` answers once
 * the figures shown around it are fresh.
 */
export function AcquisitionCostEditor({
  cost,
  edited,
  currency,
  locale,
  what,
  save: store,
}: {
  cost: number;
  edited: boolean;
  currency: string;
  locale: string;
  /** The purchase, for the labels: its type (translated), instrument and day. */
  what: { type: string; instrument: string; date: string };
  save(cost: number | null): Promise<unknown>;
}) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // Closing the form gives the focus back to the button that opened it, once it is drawn again.
  const focusBack = useRef(false);
  useEffect(() => {
    if (!open && focusBack.current) {
      focusBack.current = false;
      opener.current?.focus();
    }
  });
  const close = () => {
    focusBack.current = true;
    setOpen(false);
  };
  const save = useMutation({ mutationFn: store, onSuccess: close });

  if (!open) {
    return (
      <span className="transactions-cost">
        <span data-testid="transaction-cost">{formatMoney({ value: cost, currency }, locale)}</span>
        {edited && (
          <span className="muted" data-testid="transaction-cost-edited">
            {' '}
            ({t('transactions.cost.edited')})
          </span>
        )}{' '}
        <button
          ref={opener}
          type="button"
          className="button button-quiet"
          data-testid="transaction-cost-edit"
          aria-label={t('transactions.cost.editLabel', what)}
          onClick={() => {
            setText(
              new Intl.NumberFormat(locale, { minimumFractionDigits: 2, useGrouping: false }).format(cost),
            );
            setInvalid(false);
            save.reset();
            setOpen(true);
          }}
        >
          {t('transactions.cost.edit')}
        </button>
      </span>
    );
  }

  const submit = () => {
    const value = parseCost(text);
    setInvalid(value === undefined);
    if (value !== undefined) save.mutate(value);
  };
  return (
    <form
      className="transactions-cost-form"
      data-testid="transaction-cost-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          close();
        }
      }}
    >
      <label htmlFor={`${id}-cost`} className="visually-hidden">
        {t('transactions.cost.inputLabel', { ...what, currency })}
      </label>
      <input
        id={`${id}-cost`}
        data-testid="transaction-cost-input"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        autoFocus
        onChange={(e) => setText(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-error`}
        size={12}
      />{' '}
      <button type="submit" className="button" data-testid="transaction-cost-save" disabled={save.isPending}>
        {t('transactions.cost.save')}
      </button>{' '}
      {edited && (
        <button
          type="button"
          className="button button-quiet"
          data-testid="transaction-cost-reset"
          disabled={save.isPending}
          onClick={() => save.mutate(null)}
        >
          {t('transactions.cost.reset')}
        </button>
      )}{' '}
      <button type="button" className="button button-quiet" onClick={close}>
        {t('transactions.cost.cancel')}
      </button>
      <span id={`${id}-error`} role="alert" className="transactions-cost-error">
        {invalid ? t('transactions.cost.invalid') : save.isError ? t('transactions.cost.failed') : ''}
      </span>
    </form>
  );
}

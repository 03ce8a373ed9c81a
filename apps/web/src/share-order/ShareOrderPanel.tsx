import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '@broker/client';
import { createExchangeAllocationRequest, type CallReply } from '@broker/contract';
import {
  ALGO_AGGRESSIONS,
  ALGO_PARTICIPATION,
  localDayAt,
  needsLimit,
  tradesByRequest,
  type AlgoAggression,
  type ExchangeOrderType,
} from '@broker/domain';
import { useDebouncedValue } from '../chart/use-debounced-value';
import { ALLOCATION_REQUESTS_KEY, requestFailureMessageKey } from '../fund-order/allocation-request';
import { ALLOCATION_REQUESTS_PATH } from '../fund-order/links';
import { newIdempotencyKey } from '../fund-order/place-order';
import { useShareAccounts } from './use-share-accounts';
import { useT, type Translate } from '../i18n/use-t';
import type { MessageKey } from '../i18n/catalogues';
import { en } from '../i18n/messages/en';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatMoney, formatPrice, formatVolume } from '../ui/format';
import {
  FORM_ORDER_TYPES,
  isImmediate,
  orderBody,
  priceText,
  stepPrice,
  validityBounds,
  type OrderBody,
  type OrderForm,
  type Side,
} from './order-form';
import {
  placeShareOrder,
  previewQuery,
  shareOrdersKey,
  shareOrdersQuery,
  shareTradesQuery,
  validOperationsQuery,
  type OrderReply,
  type Preview,
} from './share-order-queries';
import { KycFixLink } from '../required-actions/KycFixLink';

export interface ShareBook {
  instrumentId: number;
  name: string;
  marketId: number;
  identifier: string;
  currency: string;
  timeZone: string;
}

export interface Quote {
  bid?: number | undefined;
  ask?: number | undefined;
  last?: number | undefined;
}

/** A price picked in the depth or the quote; `seq` makes picking the same price twice count. */
export interface PickedPrice {
  price: number;
  seq: number;
}

type Stage =
  | { kind: 'form' }
  | { kind: 'confirm' }
  | { kind: 'sending' }
  | { kind: 'result'; reply: OrderReply }
  | { kind: 'requested'; request: CallReply<typeof createExchangeAllocationRequest> }
  | { kind: 'failed'; code: string };

/**
 * A failure code's text: order entry's own, else the request flow's (a private-banking customer's
 * request), else the general one.
 */
export function failureText(t: Translate, code: string): string {
  const key = `shareOrder.failure.${code}`;
  if (key in en) return t(key as MessageKey);
  const requestKey = requestFailureMessageKey(code);
  return requestKey ? t(requestKey) : t('shareOrder.failure.default');
}

/**
 * Share order entry (issue 12): side, account, order type, price with tick steppers, quantity and
 * validity; the value, courtage, currency fee, total and trading power after the order come from
 * the server's preview, the same computation the order book charges with. A confirm step shows the
 * exact fees before the order is sent.
 */
export function ShareOrderPanel({
  book,
  quote,
  picked,
  initialSide = 'BUY',
}: {
  book: ShareBook;
  quote: Quote;
  picked?: PickedPrice | undefined;
  initialSide?: Side;
}) {
  const t = useT();
  const id = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta, customer } = useSession();
  // Private banking sends an allocation request (spec 001 §7.14): the desk places it as a limit
  // order for the trading day, so the form asks for the limit and the volume only.
  const requestMode = tradesByRequest(customer?.segment);
  const [form, setForm] = useState<OrderForm>({
    side: initialSide,
    accid: undefined,
    orderType: 'LIMIT',
    price: '',
    trigger: '',
    trail: '',
    volume: '',
    openVolume: '',
    validity: 'TODAY',
    validUntil: '',
    aggression: 'MODERATE',
  });
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const update = (change: Partial<OrderForm>) => setForm((f) => ({ ...f, ...change }));

  const accounts = useShareAccounts();
  const accid =
    form.accid ?? accounts.available.find((a) => a.default)?.accid ?? accounts.available[0]?.accid;
  const accids = accounts.available.map((a) => a.accid);
  const valid = useQuery({
    ...validOperationsQuery(client, Number(book.identifier), accids),
    enabled: accids.length > 0,
  });
  const validHere = valid.data?.accounts.find((a) => a.accid === accid);
  // Order entry's reason the side is closed to this account now (blocked, halted, nothing to sell).
  const sideRefusal = validHere?.operations.find((o) => o.side === form.side && !o.isAllowed)?.code;
  const orderTypes =
    validHere && validHere.orderTypes.length > 0
      ? FORM_ORDER_TYPES.filter((type) => validHere.orderTypes.includes(type))
      : FORM_ORDER_TYPES;
  // A type the book no longer takes (the market closed meanwhile) falls back to a limit order.
  useEffect(() => {
    if (!orderTypes.includes(form.orderType)) setForm((f) => ({ ...f, orderType: 'LIMIT' }));
  }, [orderTypes, form.orderType]);

  // A price picked in the depth or the quote fills the field.
  useEffect(() => {
    if (picked) setForm((f) => ({ ...f, price: priceText(picked.price, meta.locale) }));
  }, [picked, meta.locale]);
  // The first price shown is the one a buyer meets (the ask) or a seller (the bid).
  const startPrice = form.side === 'BUY' ? (quote.ask ?? quote.last) : (quote.bid ?? quote.last);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || startPrice === undefined) return;
    started.current = true;
    setForm((f) => (f.price === '' ? { ...f, price: priceText(startPrice, meta.locale) } : f));
  }, [startPrice, meta.locale]);

  const body = orderBody(form, book);
  // Compared as text: the figures shown are always those of the order as it is typed now.
  const bodyKey = body ? JSON.stringify(body) : '';
  const settledKey = useDebouncedValue(bodyKey, 250);
  const settled = useMemo(
    () => (settledKey ? (JSON.parse(settledKey) as OrderBody) : undefined),
    [settledKey],
  );
  const preview = useQuery({
    ...previewQuery(client, accid ?? 0, settled ?? ({} as OrderBody)),
    enabled: accid !== undefined && settled !== undefined,
  });
  const p = body && settledKey === bodyKey ? preview.data : undefined;
  const rejection = p?.rejection;
  const today = localDayAt(book.timeZone, Date.now());
  const bounds = validityBounds(today);
  const showsPrice = needsLimit(form.orderType);

  const send = async () => {
    if (!body || accid === undefined) return;
    setStage({ kind: 'sending' });
    try {
      if (requestMode) {
        const account = accounts.available.find((a) => a.accid === accid);
        const request = await client.call(createExchangeAllocationRequest, {
          body: {
            accountNumber: account?.accno ?? '',
            tradingOrderBookId: Number(book.identifier),
            side: body.side,
            volume: body.volume,
            price: body.price ?? 0,
          },
        });
        setStage({ kind: 'requested', request });
      } else {
        const reply = await placeShareOrder(client, accid, body, newIdempotencyKey());
        setStage({ kind: 'result', reply });
      }
    } catch (error) {
      setStage({
        kind: 'failed',
        code: error instanceof ApiError ? (error.fields[0]?.code ?? error.code) : 'default',
      });
    } finally {
      if (requestMode) void queryClient.invalidateQueries({ queryKey: ALLOCATION_REQUESTS_KEY });
      void queryClient.invalidateQueries({ queryKey: shareOrdersKey(accid) });
      void queryClient.invalidateQueries({ queryKey: ['accounts', accid] });
      void queryClient.invalidateQueries({ queryKey: ['shareTrades', accid] });
      void queryClient.invalidateQueries({ queryKey: ['validOperations'] });
    }
  };

  if (stage.kind === 'requested') {
    return <RequestOutcome id={stage.request.id} onAnother={() => setStage({ kind: 'form' })} />;
  }
  if (stage.kind === 'result' || stage.kind === 'failed') {
    return (
      <OrderOutcome
        stage={stage}
        accid={accid ?? 0}
        book={book}
        onAnother={() => setStage({ kind: 'form' })}
      />
    );
  }

  const money = (m: { value: number; currency: string } | null | undefined) =>
    m ? formatMoney(m, meta.locale) : '–';
  const sideText = form.side === 'BUY' ? t('shareOrder.buy') : t('shareOrder.sell');

  if (stage.kind === 'confirm' || stage.kind === 'sending') {
    const volume = body?.volume ?? 0;
    const priceShown =
      body?.price !== undefined
        ? formatPrice(body.price, meta.locale, book.currency)
        : t('shareOrder.confirm.market');
    return (
      <section
        className="share-order-confirm"
        aria-labelledby={`${id}-confirm`}
        data-testid="share-order-confirm"
      >
        <h3 id={`${id}-confirm`}>
          {requestMode ? t('shareOrder.request.confirm') : t('shareOrder.confirm.title')}
        </h3>
        <p>
          {t('shareOrder.confirm.text', {
            side: sideText,
            volume: formatVolume(volume, meta.locale),
            name: book.name,
            price: priceShown,
          })}
        </p>
        <Figures t={t} money={money} preview={p} side={form.side} shareCurrency={book.currency} />
        <div className="share-order-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setStage({ kind: 'form' })}
            disabled={stage.kind === 'sending'}
          >
            {t('shareOrder.confirm.back')}
          </button>
          <ConfirmButton
            busy={stage.kind === 'sending'}
            onConfirm={() => void send()}
            label={requestMode ? t('shareOrder.request.send') : t('shareOrder.confirm.ok')}
            busyLabel={t('shareOrder.sending')}
          />
        </div>
      </section>
    );
  }

  return (
    <form
      className="share-order-form"
      data-testid="share-order-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (body && p && !rejection) setStage({ kind: 'confirm' });
      }}
    >
      <fieldset className="share-order-side">
        <legend className="visually-hidden">{t('shareOrder.side')}</legend>
        {(['BUY', 'SELL'] as const).map((side) => (
          <label key={side} className={`share-order-side-option side-${side.toLowerCase()}`}>
            <input
              type="radio"
              name={`${id}-side`}
              value={side}
              checked={form.side === side}
              onChange={() => update({ side })}
            />
            {side === 'BUY' ? t('shareOrder.buy') : t('shareOrder.sell')}
          </label>
        ))}
      </fieldset>

      {accounts.available.length === 0 && !accounts.pending ? (
        <p className="muted">{t('shareOrder.noAccount')}</p>
      ) : (
        <label className="share-order-field">
          <span>{t('shareOrder.account')}</span>
          <select
            value={accid ?? ''}
            onChange={(event) => update({ accid: Number(event.target.value) })}
            data-testid="share-order-account"
          >
            {accounts.available.map((a) => (
              <option key={a.accid} value={a.accid}>
                {a.alias} ({a.accno})
              </option>
            ))}
          </select>
        </label>
      )}

      {requestMode ? (
        <p className="share-order-help" data-testid="share-order-request-mode">
          {t('shareOrder.request.mode')}
        </p>
      ) : (
        <OrderTypeFields
          id={id}
          form={form}
          update={update}
          currency={book.currency}
          orderTypes={orderTypes}
        />
      )}

      {showsPrice && (
        <div className="share-order-field">
          <label htmlFor={`${id}-price`}>{t('shareOrder.price', { currency: book.currency })}</label>
          <div className="share-order-stepper">
            <button
              type="button"
              className="button button-secondary"
              aria-label={t('shareOrder.priceDown')}
              onClick={() => {
                const next = stepPrice(form.price.replace(',', '.'), -1, startPrice);
                if (next) update({ price: priceText(next, meta.locale) });
              }}
            >
              −
            </button>
            <input
              id={`${id}-price`}
              inputMode="decimal"
              autoComplete="off"
              value={form.price}
              onChange={(event) => update({ price: event.target.value })}
              data-testid="share-order-price"
            />
            <button
              type="button"
              className="button button-secondary"
              aria-label={t('shareOrder.priceUp')}
              onClick={() => {
                const next = stepPrice(form.price.replace(',', '.'), 1, startPrice);
                if (next) update({ price: priceText(next, meta.locale) });
              }}
            >
              +
            </button>
          </div>
        </div>
      )}

      <label className="share-order-field">
        <span>{t('shareOrder.volume')}</span>
        <input
          inputMode="numeric"
          autoComplete="off"
          value={form.volume}
          onChange={(event) => update({ volume: event.target.value })}
          data-testid="share-order-volume"
        />
      </label>

      {!requestMode && form.orderType === 'LIMIT' && (
        <>
          <label className="share-order-field">
            <span>{t('shareOrder.openVolume')}</span>
            <input
              inputMode="numeric"
              autoComplete="off"
              value={form.openVolume}
              onChange={(event) => update({ openVolume: event.target.value })}
              aria-describedby={`${id}-open-volume-help`}
              data-testid="share-order-open-volume"
            />
          </label>
          <p id={`${id}-open-volume-help`} className="share-order-help muted">
            {t('shareOrder.openVolumeHelp')}
          </p>
        </>
      )}

      {!requestMode && !isImmediate(form.orderType) && (
        <fieldset className="share-order-validity">
          <legend>{t('shareOrder.validity')}</legend>
          <label>
            <input
              type="radio"
              name={`${id}-validity`}
              checked={form.validity === 'TODAY'}
              onChange={() => update({ validity: 'TODAY' })}
            />
            {t('shareOrder.validity.today')}
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-validity`}
              checked={form.validity === 'UNTIL'}
              onChange={() => update({ validity: 'UNTIL', validUntil: form.validUntil || bounds.max })}
            />
            {t('shareOrder.validity.until')}
          </label>
          {form.validity === 'UNTIL' && (
            <label className="share-order-field">
              <span>{t('shareOrder.validUntil')}</span>
              <input
                type="date"
                min={bounds.min}
                max={bounds.max}
                value={form.validUntil}
                onChange={(event) => update({ validUntil: event.target.value })}
                data-testid="share-order-valid-until"
              />
            </label>
          )}
        </fieldset>
      )}

      <Figures t={t} money={money} preview={p} side={form.side} shareCurrency={book.currency} />
      {!showsPrice && p?.value && <p className="share-order-help muted">{t('shareOrder.estimate')}</p>}

      <p className="share-order-rejection" role="status" data-testid="share-order-rejection">
        {rejection ? failureText(t, rejection.code) : sideRefusal ? failureText(t, sideRefusal) : ''}
      </p>
      <KycFixLink code={rejection?.code ?? sideRefusal} />

      <button
        type="submit"
        className={`button button-primary share-order-submit side-${form.side.toLowerCase()}`}
        disabled={!body || !p || rejection !== null || sideRefusal !== undefined || preview.isFetching}
        data-testid="share-order-submit"
      >
        {requestMode
          ? t(form.side === 'BUY' ? 'shareOrder.request.buy' : 'shareOrder.request.sell')
          : t(form.side === 'BUY' ? 'shareOrder.place.buy' : 'shareOrder.place.sell')}
      </button>
    </form>
  );
}

/** The order type, its help, and the fields only some types have (aggression, trigger, trail). */
function OrderTypeFields({
  id,
  form,
  update,
  currency,
  orderTypes,
}: {
  id: string;
  form: OrderForm;
  currency: string;
  orderTypes: readonly ExchangeOrderType[];
  update(change: Partial<OrderForm>): void;
}) {
  const t = useT();
  return (
    <>
      <label className="share-order-field">
        <span>{t('shareOrder.type')}</span>

        <select
          value={form.orderType}
          onChange={(event) => update({ orderType: event.target.value as ExchangeOrderType })}
          aria-describedby={`${id}-type-help`}
          data-testid="share-order-type"
        >
          {orderTypes.map((type) => (
            <option key={type} value={type}>
              {t(`shareOrder.type.${type}` as MessageKey)}
            </option>
          ))}
        </select>
      </label>
      <p id={`${id}-type-help`} className="share-order-help muted">
        {t(`shareOrder.typeHelp.${form.orderType}` as MessageKey)}
      </p>

      {form.orderType === 'ALGO' && (
        <>
          <label className="share-order-field">
            <span>{t('shareOrder.aggression')}</span>
            <select
              value={form.aggression}
              onChange={(event) => update({ aggression: event.target.value as AlgoAggression })}
              aria-describedby={`${id}-aggression-help`}
              data-testid="share-order-aggression"
            >
              {ALGO_AGGRESSIONS.map((a) => (
                <option key={a} value={a}>
                  {t(`shareOrder.aggression.${a}` as MessageKey)}
                </option>
              ))}
            </select>
          </label>
          <p id={`${id}-aggression-help`} className="share-order-help muted">
            {t(`shareOrder.aggressionHelp.${form.aggression}` as MessageKey, {
              percent: ALGO_PARTICIPATION[form.aggression] * 100,
            })}
          </p>
        </>
      )}

      {form.orderType === 'STOP_LIMIT' && (
        <label className="share-order-field">
          <span>{t('shareOrder.trigger', { currency })}</span>
          <input
            inputMode="decimal"
            autoComplete="off"
            value={form.trigger}
            onChange={(event) => update({ trigger: event.target.value })}
            data-testid="share-order-trigger"
          />
        </label>
      )}
      {form.orderType === 'STOP_TRAILING' && (
        <label className="share-order-field">
          <span>{t('shareOrder.trail')}</span>
          <input
            inputMode="decimal"
            autoComplete="off"
            value={form.trail}
            onChange={(event) => update({ trail: event.target.value })}
            data-testid="share-order-trail"
          />
        </label>
      )}
    </>
  );
}

function ConfirmButton({
  busy,
  onConfirm,
  label,
  busyLabel,
}: {
  busy: boolean;
  onConfirm(): void;
  label: string;
  busyLabel: string;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <button
      ref={ref}
      type="button"
      className="button button-primary"
      onClick={onConfirm}
      disabled={busy}
      data-testid="share-order-confirm-ok"
    >
      {busy ? busyLabel : label}
    </button>
  );
}

function Figures({
  t,
  money,
  preview,
  side,
  shareCurrency,
}: {
  t: Translate;
  money(m: { value: number; currency: string } | null | undefined): string;
  preview: Preview | undefined;
  side: Side;
  shareCurrency: string;
}) {
  const { meta } = useSession();
  const foreign = preview?.account_value ? preview.account_value.currency !== shareCurrency : false;
  return (
    <dl className="share-order-figures" data-testid="share-order-figures">
      <div>
        <dt>{t('shareOrder.orderValue')}</dt>
        <dd data-testid="share-order-value">{money(preview?.value)}</dd>
      </div>
      <div>
        <dt>
          {t('shareOrder.courtage')}
          {preview && ' '}
          {preview && (
            <span className="muted" data-testid="share-order-courtage-class">
              ({t(`settings.fees.class.${preview.courtage_class}` as MessageKey)})
            </span>
          )}
        </dt>
        <dd data-testid="share-order-courtage">{money(preview?.courtage)}</dd>
      </div>
      {foreign && (
        <div>
          <dt>{t('shareOrder.fxFee')}</dt>
          <dd data-testid="share-order-fx-fee">{money(preview?.fx_fee)}</dd>
        </div>
      )}
      <div className="share-order-total">
        <dt>{side === 'BUY' ? t('shareOrder.total.buy') : t('shareOrder.total.sell')}</dt>
        <dd data-testid="share-order-total">{money(preview?.total)}</dd>
      </div>
      {side === 'BUY' ? (
        <div>
          <dt>{t('shareOrder.tradingPowerAfter')}</dt>
          <dd data-testid="share-order-trading-power-after">{money(preview?.trading_power_after)}</dd>
        </div>
      ) : (
        <div>
          <dt>{t('shareOrder.available')}</dt>
          <dd data-testid="share-order-available">
            {preview ? formatVolume(preview.available_volume, meta.locale) : '–'}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Spec 000 §2: 'Your request has been received', with its number and the way to the requests. */
function RequestOutcome({ id, onAnother }: { id: number; onAnother(): void }) {
  const t = useT();
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="share-order-outcome outcome-ok" data-testid="share-order-outcome">
      <p ref={heading} tabIndex={-1} role="status" data-state="REQUESTED">
        {t('fundOrder.request.success.title')}
      </p>
      <p className="muted">{t('fundOrder.request.success.text')}</p>
      <p>
        {t('fundOrder.request.details.id')}: <span data-testid="share-request-id">{id}</span>
      </p>
      <Link to={ALLOCATION_REQUESTS_PATH} className="button button-secondary">
        {t('fundOrder.viewRequests')}
      </Link>
      <button type="button" className="button button-secondary" onClick={onAnother}>
        {t('fundOrder.newRequest')}
      </button>
    </div>
  );
}

function OrderOutcome({
  stage,
  accid,
  book,
  onAnother,
}: {
  stage: Extract<Stage, { kind: 'result' | 'failed' }>;
  accid: number;
  book: ShareBook;
  onAnother(): void;
}) {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const reply = stage.kind === 'result' ? stage.reply : undefined;
  // The order as it stands now: the list follows its fills over the private feed, so an order that
  // rested and then traded says so here too (the list never knows less than the reply).
  const orders = useQuery({ ...shareOrdersQuery(client, accid), enabled: reply !== undefined });
  const listed = orders.data?.find((o) => o.order_id === reply?.order_id);
  const order = listed && reply && listed.traded_volume >= reply.order.traded_volume ? listed : reply?.order;
  const traded = (order?.traded_volume ?? 0) > 0;
  const trades = useQuery({ ...shareTradesQuery(client, accid), enabled: traded });
  // One note per order and trade day: several fills of the order share it.
  const notes = (trades.data ?? [])
    .filter((tr) => tr.order_id === reply?.order_id)
    .filter((tr, i, all) => all.findIndex((other) => other.note_number === tr.note_number) === i);
  let text: string;
  if (!order) text = failureText(t, stage.kind === 'failed' ? stage.code : 'default');
  else if (order.order_state === 'DONE')
    text = t('shareOrder.result.DONE', {
      volume: formatVolume(order.traded_volume, meta.locale),
      price: order.avg_price ? formatPrice(order.avg_price.value, meta.locale, book.currency) : '',
    });
  else if (order.order_state === 'PART_DONE')
    text = t('shareOrder.result.PART_DONE', {
      traded: formatVolume(order.traded_volume, meta.locale),
      volume: formatVolume(order.volume, meta.locale),
    });
  else text = t(`shareOrder.result.${order.order_state}` as MessageKey);
  const failed = !order || order.order_state === 'REJECTED' || (order.order_state === 'EXPIRED' && !traded);
  return (
    <div
      className={`share-order-outcome ${failed ? 'outcome-failed' : 'outcome-ok'}`}
      data-testid="share-order-outcome"
    >
      <p ref={heading} tabIndex={-1} role="status" data-state={order?.order_state ?? 'FAILED'}>
        {text}
      </p>
      <KycFixLink code={stage.kind === 'failed' ? stage.code : order?.reject_code} />
      {order?.reject_code && order.order_state !== 'DONE' && (
        <p className="muted">{failureText(t, order.reject_code)}</p>
      )}
      {notes.map((note) => (
        <a
          key={note.trade_id}
          href={note.contract_note_url}
          target="_blank"
          rel="noreferrer"
          data-testid="contract-note-link"
        >
          {t('shareOrder.result.contractNote')} · {note.note_number}
        </a>
      ))}
      <button type="button" className="button button-secondary" onClick={onAnother}>
        {t('shareOrder.another')}
      </button>
    </div>
  );
}

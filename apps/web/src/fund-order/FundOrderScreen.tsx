import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  Decimal,
  isExecuteDisabled,
  minimumInvestment,
  needsKnowledgeTest,
  preselectAccount,
  tradesByRequest,
  type OrderSide,
  type SellToggleOption,
} from '@broker/domain';
import type { CallReply, getFundOrders, getInstrument, getTradingInfo } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { instrumentQuery } from '../market/market-queries';
import { accountInfoQuery } from '../overview/account-queries';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { dayIn, displayTimeZone, formatExactMoney, formatMoney } from '../ui/format';
import { isNotFound } from '../ui/is-not-found';
import { useMediaQuery } from '../ui/use-media-query';
import { AccountSelector } from './AccountSelector';
import {
  ALLOCATION_REQUESTS_KEY,
  sendAllocationRequest,
  type AllocationRequestBody,
} from './allocation-request';
import { BuyAmountField } from './BuyAmountField';
import { ConfirmDialog } from './ConfirmDialog';
import { failureCodeOf, logOrderFailure } from './failure';
import {
  customerSuitabilityQuery,
  forceRefreshFundOrders,
  fundOrdersQuery,
  instrumentSuitabilityQuery,
  requestActionsQuery,
  tradingInfoQuery,
} from './fund-order-queries';
import { FundOrderLoading } from './FundOrderLoading';
import { holdingsFor } from './holdings';
import {
  COMMUNITY_FEED_PATH,
  FAQ_PATH,
  QUALITY_ENHANCING_SERVICES_PATH,
  SHAREVILLE_ORIGIN,
  costInfoPath,
  type OrderMode,
} from './links';
import {
  EMPTY_SELL,
  evaluateBuy,
  evaluateSell,
  recomputeSell,
  toFieldText,
  type SellFields,
} from './order-form';
import { OrderFailure, OrderSuccess, type OrderDetail, type ResultVariant } from './OrderResult';
import { createFundOrderSender, newIdempotencyKey, placeWithRetry, type FundOrderBody } from './place-order';
import {
  readDismissConfirmation,
  readLastAccid,
  readSellToggle,
  storeDismissConfirmation,
  storeLastAccid,
  storeSellToggle,
} from './preferences';
import { RequestActionNotice } from './RequestActionNotice';
import { SellAmountFields } from './SellAmountFields';
import { expiresWithinNoticePeriod } from './suitability';
import { formatStopTime, sharedFrequency, stopTimeOf } from './stop-time';
import { NotQualified, RenewNotice, SuitabilityError } from './SuitabilityNotices';
import { TradingInfoDrawer } from './TradingInfoDrawer';
import { useOrderAccounts } from './use-order-accounts';

type Instrument = CallReply<typeof getInstrument>;

/** Phones get the side panel (spec 000 §2); the same breakpoint as the rest of the app. */
export const MOBILE_QUERY = '(max-width: 600px)';

type OrderStatus =
  | { kind: 'SUCCESS'; orderId: string; details: OrderDetail[]; variant: ResultVariant }
  | { kind: 'FAILURE'; code: string | undefined; orderId: '0'; variant: ResultVariant };

/** The fund order screen of spec 000 §2: a card on desktop, a side panel on mobile. */
export function FundOrderScreen({ instrumentId, mode }: { instrumentId: number; mode: OrderMode }) {
  const t = useT();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const side: OrderSide = mode === 'buy' ? 'BUY' : 'SELL';
  const title = t(side === 'BUY' ? 'fundOrder.title.buy' : 'fundOrder.title.sell');

  /** Leaves the screen: back where the customer came from, or to the fund's page. */
  const cancel = useCallback(() => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(`/instrument/${instrumentId}`);
  }, [location.key, navigate, instrumentId]);

  /** Spec 000 §4 step 8, mobile: cancel, and to the community feed when opened from Shareville. */
  const closePanel = useCallback(() => {
    if (search.get('redirectOrigin') === SHAREVILLE_ORIGIN) void navigate(COMMUNITY_FEED_PATH);
    else cancel();
  }, [search, navigate, cancel]);

  const frame = (body: ReactNode, onClose?: () => void) =>
    mobile ? (
      <aside className="fund-order-panel" aria-labelledby="fund-order-title" data-testid="fund-order-panel">
        <header className="fund-order-head">
          <h1 id="fund-order-title">{title}</h1>
          <button
            type="button"
            className="icon-button"
            aria-label={t('fundOrder.close')}
            onClick={onClose ?? closePanel}
            data-testid="fund-order-close"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </header>
        {body}
      </aside>
    ) : (
      <section
        className="card fund-order-card"
        aria-labelledby="fund-order-title"
        data-testid="fund-order-card"
      >
        <header className="fund-order-head">
          <h1 id="fund-order-title">{title}</h1>
          {onClose && (
            <button
              type="button"
              className="icon-button"
              aria-label={t('fundOrder.close')}
              onClick={onClose}
              data-testid="fund-order-close"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          )}
        </header>
        {body}
      </section>
    );

  return (
    <div className="page fund-order-page">
      <FundOrderContent
        instrumentId={instrumentId}
        side={side}
        mobile={mobile}
        frame={frame}
        onCancel={cancel}
        onClosePanel={closePanel}
      />
    </div>
  );
}

type Frame = (body: ReactNode, onClose?: () => void) => ReactNode;

function FundOrderContent({
  instrumentId,
  side,
  mobile,
  frame,
  onCancel,
  onClosePanel,
}: {
  instrumentId: number;
  side: OrderSide;
  mobile: boolean;
  frame: Frame;
  onCancel(): void;
  onClosePanel(): void;
}) {
  const t = useT();
  const client = useApiClient();
  const instrument = useQuery(instrumentQuery(client, instrumentId));
  const tradingInfo = useQuery(tradingInfoQuery(client, instrumentId));
  const orders = useQuery(fundOrdersQuery(client));
  const accounts = useOrderAccounts(instrumentId, side);
  const isFund = instrument.data?.instrument_group_type === 'FND';
  const suitability = useQuery({
    ...instrumentSuitabilityQuery(client, instrumentId),
    enabled: side === 'BUY' && isFund,
  });

  if (instrument.isError && isNotFound(instrument.error)) {
    return frame(
      <p className="fund-order-empty" data-testid="fund-order-not-found">
        {t('fundOrder.notFound')}
      </p>,
    );
  }
  if (instrument.data && !isFund) {
    return frame(
      <p className="fund-order-empty" data-testid="fund-order-not-fund">
        {t('fundOrder.notAFund')}
      </p>,
    );
  }
  const failed = instrument.isError || tradingInfo.isError || accounts.error || orders.isError;
  if (failed) {
    return frame(
      <div className="error-state" role="alert" data-testid="fund-order-load-error">
        <p className="fund-order-result-title">{t('fundOrder.error.title')}</p>
        <p>{t('fundOrder.error.text')}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            if (instrument.isError) void instrument.refetch();
            if (tradingInfo.isError) void tradingInfo.refetch();
            if (orders.isError) void orders.refetch();
            accounts.refetch();
          }}
        >
          {t('app.retry')}
        </button>
      </div>,
    );
  }
  const pending =
    instrument.isPending ||
    tradingInfo.isPending ||
    orders.isPending ||
    accounts.pending ||
    (side === 'BUY' && suitability.isPending && !suitability.isError);
  if (pending || !instrument.data || !tradingInfo.data) return <FundOrderLoading mobile={mobile} />;

  if (side === 'BUY' && suitability.data?.eligible === false) {
    return frame(
      <NotQualified mifid2Category={instrument.data.mifid2_category} instrumentId={instrumentId} />,
    );
  }

  return (
    <FundOrderFlow
      instrument={instrument.data}
      tradingInfo={tradingInfo.data}
      orders={orders.data ?? []}
      accounts={accounts}
      side={side}
      mobile={mobile}
      frame={frame}
      onCancel={onCancel}
      onClosePanel={onClosePanel}
      suitable={side === 'SELL' || suitability.data?.eligible === true}
      suitabilityFailed={side === 'BUY' && suitability.isError}
    />
  );
}

type TradingInfo = CallReply<typeof getTradingInfo>;

function FundOrderFlow({
  instrument,
  tradingInfo,
  orders,
  accounts,
  side,
  mobile,
  frame,
  onCancel,
  onClosePanel,
  suitable,
  suitabilityFailed,
}: {
  instrument: Instrument;
  tradingInfo: TradingInfo;
  orders: CallReply<typeof getFundOrders>;
  accounts: ReturnType<typeof useOrderAccounts>;
  side: OrderSide;
  mobile: boolean;
  frame: Frame;
  onCancel(): void;
  onClosePanel(): void;
  suitable: boolean;
  suitabilityFailed: boolean;
}) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta, customer } = useSession();
  const locale = meta.locale;
  const [search, setSearch] = useSearchParams();
  const instrumentId = instrument.instrument_id;
  // Request mode (spec 000 §2 request variants): private banking sends an allocation request
  // instead of an order; the server refuses the other call to each segment.
  const requestMode = tradesByRequest(customer?.segment);

  // Account: the customer's choice, else the preselection of spec 000 §4.
  const queryAccid = Number(search.get('accid')) || undefined;
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [storedAccid] = useState(readLastAccid);
  const preselected = preselectAccount(accounts.available, side, {
    queryAccid,
    storedAccid,
    holdingAccids: accounts.holdingAccids,
  });
  const accid = chosen ?? preselected;
  const account = accounts.available.find((a) => a.accid === accid);

  useEffect(() => {
    if (accid === undefined || search.get('accid') === String(accid)) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('accid', String(accid));
        return next;
      },
      { replace: true },
    );
  }, [accid, search, setSearch]);

  const info = useQuery({ ...accountInfoQuery(client, accid ?? 0), enabled: accid !== undefined });
  // Request actions of the chosen account (spec 000 §5, §6): loading or a refused side disables the
  // button. A failed read restricts nothing here; the order book refuses by the same rule.
  const requestActions = useQuery({
    ...requestActionsQuery(client, account?.accno ?? '', instrumentId),
    enabled: account !== undefined,
  });
  const sideAction = requestActions.data?.find((a) => a.side === side);
  const currency = info.data?.account_currency ?? account?.symbol ?? instrument.currency;
  const holdings = useMemo(
    () =>
      accid === undefined
        ? new Decimal(0)
        : holdingsFor({
            positions: accounts.positionsOf(accid),
            orders,
            accid,
            instrumentId,
            lastNav: instrument.last_nav,
          }),
    [accid, accounts, orders, instrumentId, instrument.last_nav],
  );

  // Customer suitability: only where the fund's category needs the knowledge test.
  const category = instrument.mifid2_category;
  const customerSuitability = useQuery({
    ...customerSuitabilityQuery(client),
    enabled: side === 'BUY' && needsKnowledgeTest(category),
  });
  const expiresAt = customerSuitability.data?.expiration_timestamps[String(category)];

  // The form.
  const [buyText, setBuyText] = useState('');
  const [sellFields, setSellFields] = useState<SellFields>(EMPTY_SELL);
  const [sellMode, setSellMode] = useState<SellToggleOption>(readSellToggle);
  // Another account (or new holdings) works both sell fields out again from the one typed in.
  const holdingsText = holdings.toString();
  const sellModeNow = useRef(sellMode);
  sellModeNow.current = sellMode;
  useEffect(() => {
    setSellFields((fields) => recomputeSell(fields, sellModeNow.current, holdingsText));
  }, [holdingsText]);
  // The trading info's minimum; 100 SEK when it gives none (spec 000 §5).
  const minimum = minimumInvestment(tradingInfo.minInvestment);
  // The amount is in the account's currency: compared with the minimum at the order book's rate
  // (a 1 000 EUR minimum is not met by 1 000 SEK). The messages still name the fund's own minimum.
  const minimumInAccount =
    minimum.currency === currency
      ? minimum.value
      : new Decimal(
          tradingInfo.minInvestmentByCurrency?.find((m) => m.currency === currency)?.value ?? minimum.value,
        );
  const buy = evaluateBuy({
    text: buyText,
    minimum: minimumInAccount,
    tradingPower: info.data?.trading_power.value,
    accountSelected: account !== undefined,
    suitable,
    feePercent: instrument.buy_fee ?? 0,
  });
  const sell = evaluateSell({
    fields: sellFields,
    mode: sellMode,
    holdings,
    accountSelected: account !== undefined,
    feePercent: instrument.sell_fee ?? 0,
  });
  const formValid = side === 'BUY' ? buy.valid : sell.valid;

  // The order session (spec 000 §3).
  const [loading, setLoading] = useState(false);
  const [confirmVisible, setConfirmVisible] = useState(false);
  const [dismissChecked, setDismissChecked] = useState(false);
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const send = useMemo(() => createFundOrderSender(client), [client]);

  const stopTime = stopTimeOf(tradingInfo, side);
  const sideFrequency = side === 'BUY' ? tradingInfo.buyFrequency : tradingInfo.sellFrequency;
  const stopTimeText = formatStopTime(stopTime, sideFrequency, locale, meta.countryCode);
  const money = (value: Decimal | undefined) =>
    value === undefined ? '-' : formatExactMoney(value, currency, locale);

  const executeRequest = async () => {
    if (!account) return;
    const body: AllocationRequestBody =
      side === 'BUY'
        ? {
            accountNumber: account.accno,
            onPremInstrumentId: instrumentId,
            side: 'BUY',
            amount: { value: buy.amount?.toNumber() ?? 0, currency },
          }
        : {
            accountNumber: account.accno,
            onPremInstrumentId: instrumentId,
            side: 'SELL',
            percent: sell.percent?.toNumber() ?? 0,
          };
    setLoading(true);
    try {
      const outcome = await sendAllocationRequest(client, body);
      if (outcome.ok) {
        storeLastAccid(account.accid);
        const request = outcome.request;
        const details: OrderDetail[] = [
          {
            label: t('fundOrder.request.details.id'),
            value: String(request.id),
            testId: 'detail-request-id',
          },
          {
            label: t('fundOrder.request.details.status'),
            value: t(`fundOrder.requestStatus.${request.requestStatus}`),
            testId: 'detail-request-status',
          },
          { label: t('fundOrder.details.fund'), value: request.instrument.longName, testId: 'detail-fund' },
          {
            label: t('fundOrder.details.account'),
            value: `${account.alias} (${request.accountNumber})`,
            testId: 'detail-account',
          },
          ...(request.amount === null
            ? []
            : [
                {
                  label: t('fundOrder.details.amount'),
                  value: formatMoney(request.amount, locale),
                  testId: 'detail-amount',
                },
              ]),
          ...(request.percent === null
            ? []
            : [
                {
                  label: t('fundOrder.details.percent'),
                  value: `${request.percent} %`,
                  testId: 'detail-percent',
                },
              ]),
        ];
        setStatus({ kind: 'SUCCESS', orderId: String(request.id), details, variant: 'request' });
      } else {
        logOrderFailure(outcome.code);
        setStatus({ kind: 'FAILURE', code: outcome.code, orderId: '0', variant: 'request' });
      }
    } finally {
      setLoading(false);
      setConfirmVisible(false);
      void queryClient.invalidateQueries({ queryKey: ALLOCATION_REQUESTS_KEY });
      void forceRefreshFundOrders(client, queryClient);
      void queryClient.invalidateQueries({ queryKey: ['accounts', account.accid] });
    }
  };

  const execute = async () => {
    if (requestMode) return executeRequest();
    if (!account) return;
    const body: FundOrderBody =
      side === 'BUY'
        ? {
            instrument_id: instrumentId,
            accid: account.accid,
            orderside: 'BUY',
            amount: { value: buy.amount?.toNumber() ?? 0, currency },
          }
        : {
            instrument_id: instrumentId,
            accid: account.accid,
            orderside: 'SELL',
            percent: sell.percent?.toNumber() ?? 0,
          };
    setLoading(true);
    try {
      const reply = await placeWithRetry(send, body, newIdempotencyKey());
      storeLastAccid(account.accid);
      const order = reply.fund_order;
      const details: OrderDetail[] = [
        { label: t('fundOrder.details.orderId'), value: String(order.order_id), testId: 'detail-order-id' },
        { label: t('fundOrder.details.fund'), value: order.name, testId: 'detail-fund' },
        {
          label: t('fundOrder.details.account'),
          value: `${account.alias} (${order.account_number})`,
          testId: 'detail-account',
        },
        {
          label: t('fundOrder.details.amount'),
          value: money(new Decimal(order.amount.value)),
          testId: 'detail-amount',
        },
        ...(order.percent === null
          ? []
          : [
              {
                label: t('fundOrder.details.percent'),
                value: `${order.percent} %`,
                testId: 'detail-percent',
              },
            ]),
        { label: t('fundOrder.details.stopTime'), value: stopTimeText, testId: 'detail-stop-time' },
      ];
      setStatus({ kind: 'SUCCESS', orderId: String(order.order_id), details, variant: 'order' });
    } catch (error) {
      const code = failureCodeOf(error);
      logOrderFailure(code);
      setStatus({ kind: 'FAILURE', code, orderId: '0', variant: 'order' });
    } finally {
      setLoading(false);
      setConfirmVisible(false);
      void forceRefreshFundOrders(client, queryClient);
      void queryClient.invalidateQueries({ queryKey: ['accounts', account.accid] });
    }
  };

  const onExecute = () => {
    if (readDismissConfirmation()) void execute();
    else setConfirmVisible(true);
  };
  const onConfirm = () => {
    if (dismissChecked) storeDismissConfirmation();
    void execute();
  };
  const resetStatus = () => {
    setStatus(undefined);
    setConfirmVisible(false);
  };
  const anotherOrder = () => {
    resetStatus();
    setBuyText('');
    setSellFields(EMPTY_SELL);
  };
  const closeResult = mobile ? onClosePanel : resetStatus;

  if (status?.kind === 'SUCCESS') {
    return frame(
      <OrderSuccess details={status.details} onAnother={anotherOrder} variant={status.variant} />,
      closeResult,
    );
  }
  if (status?.kind === 'FAILURE') {
    return frame(
      <OrderFailure code={status.code} onRetry={resetStatus} variant={status.variant} />,
      closeResult,
    );
  }

  const executeDisabled = isExecuteDisabled({
    formValid,
    inProgress: loading,
    sideAllowed: sideAction?.isAllowed,
    // A refetch counts as loading too: after an order or a cancellation the cached answer is stale.
    requestActionsLoading: account !== undefined && (requestActions.isPending || requestActions.isFetching),
  });
  const frequency = sharedFrequency(tradingInfo);
  const fee = side === 'BUY' ? buy.fee : sell.fee;
  const total = side === 'BUY' ? buy.total : sell.total;
  const feePercent = side === 'BUY' ? instrument.buy_fee : instrument.sell_fee;
  const showRenew =
    side === 'BUY' && needsKnowledgeTest(category) && expiresWithinNoticePeriod(expiresAt, Date.now());

  const confirmText =
    side === 'BUY'
      ? t('fundOrder.confirm.buy', {
          fund: instrument.name,
          amount: money(buy.amount),
          account: account?.alias ?? '',
        })
      : t('fundOrder.confirm.sell', {
          fund: instrument.name,
          percent: sell.percent?.toString() ?? '',
          amount: money(sell.amount),
          account: account?.alias ?? '',
        });

  return frame(
    <>
      <p className="fund-order-fund" data-testid="fund-order-fund">
        {instrument.name}
      </p>
      {requestMode && (
        <p className="alert alert-info fund-order-notice" role="status" data-testid="fund-order-request-mode">
          {t('fundOrder.request.mode')}
        </p>
      )}
      {(suitabilityFailed || (side === 'BUY' && customerSuitability.isError)) && <SuitabilityError />}
      {showRenew && expiresAt !== undefined && (
        <RenewNotice
          date={dayIn(expiresAt, displayTimeZone(meta.countryCode))}
          mifid2Category={category}
          instrumentId={instrumentId}
        />
      )}
      <AccountSelector
        accounts={accounts.available}
        accid={account?.accid}
        onChange={(next) => {
          setChosen(next);
          storeLastAccid(next);
        }}
        cash={info.data?.account_sum}
        tradingPower={info.data?.trading_power}
        holdings={account ? { value: holdings, currency } : undefined}
        locale={locale}
        emptyText={t(side === 'BUY' ? 'fundOrder.account.noneBuy' : 'fundOrder.account.noneSell')}
      />
      {sideAction && !sideAction.isAllowed && !requestActions.isFetching && (
        <RequestActionNotice reason={sideAction.reason} code={sideAction.code} />
      )}
      {side === 'BUY' ? (
        <BuyAmountField
          text={buyText}
          onChange={setBuyText}
          message={buy.message}
          minimum={minimum}
          locale={locale}
          disabled={loading}
        />
      ) : (
        <SellAmountFields
          mode={sellMode}
          onModeChange={(next) => {
            setSellMode(next);
            storeSellToggle(next);
          }}
          fields={sellFields}
          onChange={setSellFields}
          evaluation={sell}
          holdings={holdings}
          currency={currency}
          locale={locale}
          disabled={loading || account === undefined}
        />
      )}
      <dl className="fund-order-facts">
        <div>
          <dt>{t(side === 'BUY' ? 'fundOrder.nextBuyDay' : 'fundOrder.nextSellDay')}</dt>
          <dd data-testid="fund-order-stop-time">{stopTimeText}</dd>
        </div>
        <div>
          <dt>{t('fundOrder.tradingFrequency')}</dt>
          <dd data-testid="fund-order-frequency">
            {frequency ? t(`fundOrder.frequency.${frequency}`) : '-'}
          </dd>
        </div>
        <div>
          <dt>
            {t('fundOrder.fee')}
            {feePercent !== undefined && ` (${toFieldText(String(feePercent), locale)} %)`}
          </dt>
          <dd data-testid="fund-order-fee">{money(fee)}</dd>
        </div>
        <div className="fund-order-total">
          <dt>{t('fundOrder.total')}</dt>
          <dd data-testid="fund-order-total">{money(total)}</dd>
        </div>
      </dl>
      <ul className="fund-order-links">
        {instrument.prospectus_url && (
          <li>
            <a
              // The sheet is drawn on the server: it is told the language the customer reads.
              href={`${instrument.prospectus_url}?lang=${meta.lang}`}
              target="_blank"
              rel="noopener noreferrer"
              type="application/pdf"
            >
              {t('fundOrder.factSheet')}
            </a>
          </li>
        )}
        <li>
          <Link
            to={costInfoPath(instrumentId, {
              total: (total ?? new Decimal(0)).toString(),
              ...(account ? { accid: account.accid } : {}),
              currency,
            })}
            data-testid="fund-order-cost-link"
          >
            {t('fundOrder.costAllocation')}
          </Link>
        </li>
        <li>
          <Link to={FAQ_PATH}>{t('fundOrder.faq')}</Link>
        </li>
        {meta.countryCode === 'DK' && (
          <li>
            <Link to={QUALITY_ENHANCING_SERVICES_PATH} data-testid="fund-order-quality-link">
              {t('fundOrder.qualityServices')}
            </Link>
          </li>
        )}
        <li>
          <button
            type="button"
            className="button-link"
            data-trading-info-toggle
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen((open) => !open)}
          >
            {t('fundOrder.tradingInfo')}
          </button>
        </li>
      </ul>
      {drawerOpen && <TradingInfoDrawer onClose={() => setDrawerOpen(false)} />}
      <div className="fund-order-actions">
        {!mobile && (
          <button
            type="button"
            className="button button-secondary"
            onClick={onCancel}
            data-testid="fund-order-cancel"
          >
            {t('fundOrder.cancel')}
          </button>
        )}
        <button
          type="button"
          className="button button-primary"
          disabled={executeDisabled}
          onClick={onExecute}
          data-testid="fund-order-execute"
        >
          {loading ? t('fundOrder.placing') : t(side === 'BUY' ? 'fundOrder.buy' : 'fundOrder.sell')}
        </button>
      </div>
      {confirmVisible && (
        <ConfirmDialog
          text={confirmText}
          dismissChecked={dismissChecked}
          onDismissChange={setDismissChecked}
          onConfirm={onConfirm}
          onCancel={() => setConfirmVisible(false)}
          busy={loading}
        />
      )}
    </>,
  );
}

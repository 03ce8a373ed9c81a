import { SAVINGS_PLAN_MAX_ITEMS, checkPlan } from '@broker/domain';

/**
 * The plan form's state and its checks before anything is sent: the domain's plan rules (checkPlan,
 * the same the server applies first), on amounts written the Nordic way (a decimal comma, spaces).
 */

export interface FormItem {
  instrumentId: number;
  name: string;
  /** A fund, or a share (bought in whole shares with courtage). */
  kind: 'FUND' | 'SHARE';
  /** As typed. */
  amount: string;
}

export interface PlanForm {
  accid: number | undefined;
  day: string;
  items: FormItem[];
}

/** "1 250,50" → "1250.50"; undefined when it is no amount at all. */
export function parseAmount(text: string): string | undefined {
  const plain = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^\d{1,10}(\.\d{1,2})?$/.test(plain) ? plain : undefined;
}

export type FormProblem =
  { field: 'day' | 'funds' | 'account'; code: string } | { field: 'amount'; index: number; code: string };

/** The first thing wrong with the form, or the body to send. */
export function checkForm(
  form: PlanForm,
  currency: string,
):
  | {
      ok: true;
      body: {
        accid: number;
        day_of_month: number;
        items: { instrument_id: number; amount: { value: number; currency: string } }[];
      };
    }
  | { ok: false; problem: FormProblem } {
  if (form.accid === undefined) return { ok: false, problem: { field: 'account', code: 'default' } };
  const day = /^\d{1,2}$/.test(form.day.trim()) ? Number(form.day.trim()) : NaN;
  if (form.items.length === 0) return { ok: false, problem: { field: 'funds', code: 'noFunds' } };
  const amounts: string[] = [];
  for (const [index, item] of form.items.entries()) {
    const amount = parseAmount(item.amount);
    if (amount === undefined) return { ok: false, problem: { field: 'amount', index, code: 'amount' } };
    amounts.push(amount);
  }
  const items = form.items.map((item, n) => ({
    instrumentId: item.instrumentId,
    amount: { value: amounts[n]!, currency },
  }));
  const check = checkPlan({ dayOfMonth: day, items }, currency);
  if (!check.ok) return { ok: false, problem: problemOf(check.code, check.field) };
  return {
    ok: true,
    body: {
      accid: form.accid,
      day_of_month: day,
      items: items.map((i) => ({
        instrument_id: i.instrumentId,
        amount: { value: Number(i.amount.value), currency },
      })),
    },
  };
}

/** A refusal's field (the server's or checkPlan's, `body.items.2.amount.value`) as the form's. */
export function problemOf(code: string, field: string | undefined): FormProblem {
  const item = /^body\.items\.(\d+)\./.exec(field ?? '');
  if (item) return { field: 'amount', index: Number(item[1]), code };
  if (field === 'body.day_of_month') return { field: 'day', code };
  if (field === 'body.accid') return { field: 'account', code };
  return { field: 'funds', code };
}

export const canAddFund = (form: PlanForm) => form.items.length < SAVINGS_PLAN_MAX_ITEMS;

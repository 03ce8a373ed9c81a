import { formatMoneyText } from './format';
import { SIM_BANKS } from './banks';
import { OTHER_PERSON, accountsAt, countryOf, langOf, type BankLogin, type SimPayment } from './payments';
import { SIM_BANK_TEXTS } from './texts';
import type { TransferForm, TransferProblem } from './transfers';
import type { Lang } from '@broker/domain';

/**
 * The simulated provider's payment page, as the payer's bank would show it: plain HTML forms (no
 * script), labelled controls in fieldsets, one main landmark and heading, in the payer's language.
 */

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#eef1f4;color:#14202b}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:8px;padding:1.5rem 1.75rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.35rem;margin:0 0 .25rem}
.note{color:#4a5866;font-size:.85rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{color:#4a5866}dd{margin:0;font-weight:600}
fieldset{border:1px solid #c5ced6;border-radius:6px;margin:0 0 1rem;padding:.5rem 1rem}
legend{font-weight:600;padding:0 .25rem}
label{display:flex;gap:.5rem;align-items:center;padding:.35rem 0}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;padding:.55rem 1rem;border-radius:6px;border:1px solid #0b5cab;cursor:pointer}
button.primary{background:#0b5cab;color:#fff}button.secondary{background:#fff;color:#0b5cab}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
a{color:#0b5cab}
`;

/** The page around a body: the bank's heading and the simulation note, in the payer's language. */
function shell(lang: Lang, title: string, body: string): string {
  const t = SIM_BANK_TEXTS[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>${STYLE}</style></head><body><main><h1>${esc(title)}</h1>
<p class="note">${esc(t.simulated)}</p>${body}</main></body></html>`;
}

function layout(p: SimPayment, body: string): string {
  const lang = langOf(p);
  const t = SIM_BANK_TEXTS[lang];
  return shell(
    lang,
    t.title,
    `<dl><dt>${esc(t.payTo)}</dt><dd>Nordbroker</dd><dt>${esc(t.amount)}</dt><dd>${esc(
      formatMoneyText(p.amount, p.currency.trim(), lang),
    )}</dd></dl>${body}`,
  );
}

const cancelForm = (p: SimPayment) =>
  `<form method="post" action="/bank-sim/pay/${p.id}/cancel"><button class="secondary" type="submit">${esc(
    SIM_BANK_TEXTS[langOf(p)].cancel,
  )}</button></form>`;

/** Step one: which bank. */
export function chooseBankPage(p: SimPayment): string {
  const t = SIM_BANK_TEXTS[langOf(p)];
  const banks = SIM_BANKS[countryOf(p)]
    .map(
      (b, i) =>
        `<label><input type="radio" name="bank" value="${b.id}"${i === 0 ? ' checked' : ''}> ${esc(b.name)}</label>`,
    )
    .join('');
  return layout(
    p,
    `<form method="get" action="/bank-sim/pay/${p.id}"><fieldset><legend>${esc(t.chooseBank)}</legend>${banks}</fieldset>
<div class="actions"><button class="primary" type="submit">${esc(t.continue)}</button></div></form>
<div class="actions" style="margin-top:.75rem">${cancelForm(p)}</div>`,
  );
}

/** Step two: logged in at the bank, which account, approve or cancel. */
export function approvePage(p: SimPayment, bankId: string, login: BankLogin = 'SELF'): string {
  const t = SIM_BANK_TEXTS[langOf(p)];
  const bank = SIM_BANKS[countryOf(p)].find((b) => b.id === bankId)!;
  const accounts = accountsAt(p, bankId, login)
    .map(
      (a, i) =>
        `<label><input type="radio" name="account" value="${esc(a.display)}"${i === 0 ? ' checked' : ''}> ${esc(a.display)}</label>`,
    )
    .join('');
  return layout(
    p,
    `<p>${esc(t.loggedIn(bank.name, login === 'OTHER' ? OTHER_PERSON.name : p.endUserName))}</p>
<form method="post" action="/bank-sim/pay/${p.id}/approve"><input type="hidden" name="bank" value="${bank.id}">
<input type="hidden" name="login" value="${login}">
<fieldset><legend>${esc(t.payFrom)}</legend>${accounts}</fieldset>
<div class="actions"><button class="primary" type="submit">${esc(t.approve)}</button></div></form>
<div class="actions" style="margin-top:.75rem">${cancelForm(p)}<a href="/bank-sim/pay/${p.id}">${esc(t.otherBank)}</a>${
      login === 'SELF'
        ? `<a href="/bank-sim/pay/${p.id}?bank=${bank.id}&amp;login=OTHER" data-testid="bank-sim-other-person">${esc(t.otherPerson)}</a>`
        : ''
    }</div>`,
  );
}

/** A payment already decided: say so, and lead back. */
export function decidedPage(p: SimPayment): string {
  const t = SIM_BANK_TEXTS[langOf(p)];
  const back = p.status === 'APPROVED' ? p.successUrl : p.failUrl;
  return layout(
    p,
    `<p role="status">${esc(p.status === 'APPROVED' ? t.done : p.status === 'REJECTED' ? t.rejected : t.cancelled)}</p><p><a href="${esc(back)}">${esc(t.back)}</a></p>`,
  );
}

/**
 * The simulated internet bank's transfer form: from the payer's own account (typed, checked by
 * the country's rules), to the account and reference given, an amount; a problem is said next to
 * its field, which is marked invalid.
 */
export function transferPage(form: TransferForm, problem?: TransferProblem): string {
  const t = SIM_BANK_TEXTS[form.lang];
  const twoParts = form.country === 'SE' || form.country === 'DK';
  const field = (name: string, label: string, value: string, invalid: boolean, message: string) =>
    `<p><label for="${name}" style="display:block;padding:0">${esc(label)}</label>
<input id="${name}" name="${name}" value="${esc(value)}" autocomplete="off"${
      invalid ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
    } style="font:inherit;padding:.4rem;width:100%;box-sizing:border-box">${
      invalid ? `<span id="${name}-error" role="alert" style="color:#a4001d">${esc(message)}</span>` : ''
    }</p>`;
  return shell(
    form.lang,
    t.transferTitle,
    `<form method="post" action="/bank-sim/transfer">
<input type="hidden" name="country" value="${form.country}"><input type="hidden" name="lang" value="${form.lang}">
<input type="hidden" name="to" value="${esc(form.to)}">
<dl><dt>${esc(t.toAccount)}</dt><dd>${esc(form.to)}</dd></dl>
<fieldset><legend>${esc(t.fromAccount)}</legend>
${twoParts ? field('from_clearing', t.clearing, form.fromClearing, problem === 'FROM_ACCOUNT', t.badFrom) : ''}
${field('from_account', t.accountNumber, form.fromAccount, problem === 'FROM_ACCOUNT' && !twoParts, t.badFrom)}
</fieldset>
${field(
  'reference',
  t.reference,
  form.reference,
  problem === 'REFERENCE' || problem === 'REFERENCE_CHECK',
  problem === 'REFERENCE_CHECK' ? t.badReferenceCheck : t.badReference,
)}
${field('amount', t.amount, form.amount, problem === 'AMOUNT', t.badAmount)}
<div class="actions"><button class="primary" type="submit">${esc(t.send)}</button></div></form>`,
  );
}

export function transferSentPage(form: TransferForm): string {
  const t = SIM_BANK_TEXTS[form.lang];
  return shell(
    form.lang,
    t.transferTitle,
    `<p role="status">${esc(t.sent)}</p><p><a href="/deposit">${esc(t.back)}</a></p>`,
  );
}

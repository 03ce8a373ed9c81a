import type { CountryCode, Lang } from '@broker/domain';
import type { SimOrder, SimPerson } from './bankid-orders';
import type { AuthorizationRequest } from './idp';
import type { PersonProblem } from './person-choice';
import { EID_SIM_TEXTS } from './texts';
import { testPersonsOf } from './test-persons';

/**
 * The simulated eIDs' pages: plain HTML forms (no script), labelled controls in fieldsets, one
 * main landmark and heading, in the person's language.
 */

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#eaf0f3;color:#14202b}
main{max-width:30rem;margin:2rem auto;background:#fff;border-radius:8px;padding:1.5rem 1.75rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.35rem;margin:0 0 .25rem}
.note{color:#4a5866;font-size:.85rem;margin:0 0 1rem}
.problem{color:#a4161a;font-weight:600}
fieldset{border:1px solid #c5ced6;border-radius:6px;margin:0 0 1rem;padding:.5rem 1rem}
legend{font-weight:600;padding:0 .25rem}
label{display:flex;gap:.5rem;align-items:center;padding:.3rem 0}
label.field{display:grid;gap:.2rem}
input[type=text],textarea{font:inherit;padding:.4rem;border:1px solid #6b7884;border-radius:4px}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;align-items:center;margin-top:.75rem}
button{font:inherit;padding:.55rem 1rem;border-radius:6px;border:1px solid #193e72;cursor:pointer}
button.primary{background:#193e72;color:#fff}button.secondary{background:#fff;color:#193e72}
button.link{border:0;background:none;color:#193e72;text-decoration:underline;padding:0}
button:focus-visible,input:focus-visible,textarea:focus-visible,a:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
`;

function shell(lang: Lang, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>${STYLE}</style></head><body><main><h1>${esc(title)}</h1>
<p class="note">${esc(EID_SIM_TEXTS[lang].simulated)}</p>${body}</main></body></html>`;
}

const problemLine = (text: string | undefined) =>
  text ? `<p class="problem" role="alert" data-testid="eid-sim-problem">${esc(text)}</p>` : '';

/** The people to choose from and the fields for someone else. */
function personFieldset(lang: Lang, country: CountryCode): string {
  const t = EID_SIM_TEXTS[lang];
  const listed = testPersonsOf(country)
    .map(
      (p, i) =>
        `<label><input type="radio" name="person" value="${esc(p.nationalId)}"${i === 0 ? ' checked' : ''}> ${esc(
          `${p.givenName} ${p.surname}`,
        )} <span class="note">${esc(p.nationalId)}</span></label>`,
    )
    .join('');
  return `<fieldset><legend>${esc(t.whichId)}</legend>${listed}
<label><input type="radio" name="person" value="other"> ${esc(t.someoneElse)}</label>
<label class="field">${esc(t.nationalId[country])}<input type="text" name="nationalId" autocomplete="off" maxlength="20"></label>
<label class="field">${esc(t.givenName)}<input type="text" name="givenName" autocomplete="off" maxlength="80"></label>
<label class="field">${esc(t.surname)}<input type="text" name="surname" autocomplete="off" maxlength="80"></label>
</fieldset>`;
}

export type ScanProblem = keyof (typeof EID_SIM_TEXTS)['en']['scanProblem'];

/** The app's first screen: scan a QR code (paste its content). */
export function scanPage(lang: Lang, problem?: ScanProblem): string {
  const t = EID_SIM_TEXTS[lang];
  return shell(
    lang,
    t.appTitle,
    `${problemLine(problem && t.scanProblem[problem])}
<form method="post" action="/sim/bankid/scan?lang=${lang}"><fieldset><legend>${esc(t.scanLegend)}</legend>
<label class="field">${esc(t.scanLabel)}<textarea name="qr" rows="3" autocomplete="off" data-testid="bankid-sim-qr"></textarea></label>
</fieldset><div class="actions"><button class="primary" type="submit">${esc(t.scan)}</button></div></form>`,
  );
}

const orderPath = (o: SimOrder, lang: Lang, step = '') =>
  `/sim/bankid/order/${encodeURIComponent(o.autoStartToken)}${step}?lang=${lang}`;

const cancelForm = (o: SimOrder, lang: Lang) =>
  `<form method="post" action="${orderPath(o, lang, '/cancel')}"><button class="secondary" type="submit">${esc(
    EID_SIM_TEXTS[lang].cancel,
  )}</button></form>`;

/** The app with an order open: which of your BankIDs (the person). */
export function choosePersonPage(o: SimOrder, lang: Lang, problem?: PersonProblem): string {
  const t = EID_SIM_TEXTS[lang];
  return shell(
    lang,
    t.appTitle,
    `${problemLine(problem && t.idProblem[problem])}
<form method="post" action="${orderPath(o, lang, '/person')}">${personFieldset(lang, 'SE')}
<div class="actions"><button class="primary" type="submit">${esc(t.continue)}</button></div></form>
<div class="actions">${cancelForm(o, lang)}
<form method="post" action="${orderPath(o, lang, '/start-failed')}"><button class="link" type="submit">${esc(t.startFailed)}</button></form></div>`,
  );
}

/** The app asks to identify (where the real one asks for the security code). */
export function confirmPage(o: SimOrder, lang: Lang): string {
  const t = EID_SIM_TEXTS[lang];
  const p = o.person as SimPerson;
  return shell(
    lang,
    t.appTitle,
    `<p>${esc(t.confirm(`${p.givenName} ${p.surname}`))}</p>
<div class="actions"><form method="post" action="${orderPath(o, lang, '/identify')}"><button class="primary" type="submit">${esc(
      t.identify,
    )}</button></form>${cancelForm(o, lang)}</div>`,
  );
}

/** The app after the order ended. */
export function orderEndedPage(o: SimOrder | undefined, lang: Lang): string {
  const t = EID_SIM_TEXTS[lang];
  const text = o?.status === 'complete' ? t.identified : o?.hintCode === 'userCancel' ? t.cancelled : t.ended;
  return shell(lang, t.appTitle, `<p role="status" data-testid="bankid-sim-done">${esc(text)}</p>`);
}

const METHOD_NAMES: Record<string, string> = {
  nbid: 'BankID',
  mitid: 'MitID',
  ftn: 'Finnish Trust Network',
};

/** The identity provider's page: the eID's login, a person chosen or typed, approve or cancel. */
export function idpPage(req: AuthorizationRequest, lang: Lang, problem?: PersonProblem): string {
  const t = EID_SIM_TEXTS[lang];
  const hidden = (
    [
      ['client_id', req.clientId],
      ['redirect_uri', req.redirectUri],
      ['response_type', 'code'],
      ['scope', 'openid profile nin'],
      ['state', req.state],
      ['nonce', req.nonce],
      ['acr_values', `urn:signicat:oidc:method:${req.idp}`],
      ['ui_locales', lang],
    ] as const
  )
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${esc(value)}">`)
    .join('');
  return shell(
    lang,
    t.idpTitle(METHOD_NAMES[req.idp] ?? req.idp),
    `<p>${esc(t.idpIntro)}</p>${problemLine(problem && t.idProblem[problem])}
<form method="post" action="/eid-sim/signicat/oidc/authorize">${hidden}${personFieldset(lang, req.country)}
<div class="actions"><button class="primary" type="submit" name="decision" value="approve">${esc(
      t.identify,
    )}</button><button class="secondary" type="submit" name="decision" value="cancel">${esc(t.cancel)}</button></div></form>`,
  );
}

export function idpErrorPage(lang: Lang, error: string): string {
  return shell(lang, 'Signicat', `<p class="problem" role="alert">invalid_request: ${esc(error)}</p>`);
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { signupAddressAutoComplete } from '@broker/contract';
import { LANGS, type Lang, type SignupAccountType, type SignupFormStep } from '@broker/domain';
import { LANGUAGE_NAMES, type MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { CountrySelect, FieldErrors, TextField, groupProps, invalidProps } from './fields';
import { fieldId } from './field-errors';
import { signupStepDataQuery } from './signup-queries';
import { KycStep } from './KycStep';
import { StepFrame, type StepProps } from './StepFrame';

export function StepForm(props: StepProps & { step: SignupFormStep }) {
  switch (props.step) {
    case 'CONTACT_INFO':
      return <ContactInfoStep {...props} />;
    case 'CONTACT_DETAILS':
      return <ContactDetailsStep {...props} />;
    case 'NAME_DETAILS':
      return <NameStep {...props} />;
    case 'BIRTH_DETAILS':
      return <BirthStep {...props} />;
    case 'ADDRESS_DETAILS':
      return <AddressStep {...props} />;
    case 'RESIDENCY':
      return <ResidencyStep {...props} />;
    case 'CITIZENSHIP':
      return <CitizenshipStep {...props} />;
    case 'US_TAX':
      return <UsTaxStep {...props} />;
    case 'TAX_INFO':
      return <TaxInfoStep {...props} />;
    case 'KYC':
      return <KycStep {...props} />;
    case 'ACCOUNT_PICKER':
      return <AccountPickerStep {...props} />;
    case 'ACCOUNT_ALIAS':
      return <AccountAliasStep {...props} />;
    case 'MARKETING_CONSENT':
      return <MarketingStep {...props} />;
    case 'MILESTONE_ONE':
    case 'MILESTONE_TWO':
    case 'MILESTONE_THREE':
    case 'MILESTONE_FOUR':
      return <MilestoneStep {...props} step={props.step} />;
  }
}

/** A step whose form needs the step's related data, shown until it has come (or failed to). */
function RelatedDataPending({ failed }: { failed: boolean }) {
  const t = useT();
  return failed ? (
    <p className="alert alert-error" role="alert">
      {t('signup.failed')}
    </p>
  ) : (
    <p className="muted" role="status">
      {t('signup.loading')}
    </p>
  );
}

function ContactInfoStep({ state, errors, busy, onSubmit, onBack }: StepProps) {
  const t = useT();
  const [email, setEmail] = useState(state.saved.CONTACT_INFO?.email ?? '');
  const [mobile, setMobile] = useState(state.saved.CONTACT_INFO?.mobile ?? '');
  return (
    <StepFrame
      busy={busy}
      onBack={onBack}
      onSubmit={() => void onSubmit({ step: 'CONTACT_INFO', data: { email, mobile } })}
    >
      <TextField
        field="email"
        label={t('signup.field.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        errors={errors}
      />
      <TextField
        field="mobile"
        label={t('signup.field.mobile')}
        hint={t('signup.field.mobile.hint')}
        type="tel"
        autoComplete="tel"
        value={mobile}
        onChange={setMobile}
        errors={errors}
      />
    </StepFrame>
  );
}

function ContactDetailsStep({ state, errors, busy, onSubmit, onBack, lang }: StepProps) {
  const t = useT();
  const [preferredLang, setPreferredLang] = useState<Lang>(
    state.saved.CONTACT_DETAILS?.preferredLang ?? lang,
  );
  return (
    <StepFrame
      busy={busy}
      onBack={onBack}
      onSubmit={() => void onSubmit({ step: 'CONTACT_DETAILS', data: { preferredLang } })}
    >
      <div className="field">
        <label htmlFor={fieldId('preferredLang')}>{t('signup.field.preferredLang')}</label>
        <select
          {...invalidProps(errors, 'preferredLang')}
          value={preferredLang}
          onChange={(e) => setPreferredLang(e.target.value as Lang)}
        >
          {LANGS.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
        <FieldErrors errors={errors} field="preferredLang" />
      </div>
    </StepFrame>
  );
}

function NameStep({ state, errors, busy, onSubmit, onBack }: StepProps) {
  const t = useT();
  const client = useApiClient();
  const related = useQuery(signupStepDataQuery(client, 'NAME_DETAILS'));
  const names = related.data?.givenNames ?? [];
  const [givenName, setGivenName] = useState(state.saved.NAME_DETAILS?.givenName ?? '');
  const chosen = givenName || names[0] || '';
  // Next before the eID's names arrive would send no name and be refused.
  if (related.data === undefined) return <RelatedDataPending failed={related.isError} />;
  return (
    <StepFrame
      busy={busy}
      onBack={onBack}
      onSubmit={() => void onSubmit({ step: 'NAME_DETAILS', data: { givenName: chosen } })}
    >
      <fieldset className="field" {...groupProps(errors, 'givenName')}>
        <legend>{t('signup.field.givenName')}</legend>
        {names.map((name) => (
          <label key={name} className="choice">
            <input
              type="radio"
              name="givenName"
              value={name}
              checked={chosen === name}
              onChange={() => setGivenName(name)}
            />
            {name}
          </label>
        ))}
        <FieldErrors errors={errors} field="givenName" />
      </fieldset>
      <dl className="signup-facts">
        <div>
          <dt>{t('signup.field.lastName')}</dt>
          <dd>{state.person.lastName}</dd>
        </div>
      </dl>
      <p className="muted">{t('signup.field.fromEid')}</p>
    </StepFrame>
  );
}

function BirthStep({ state, errors, busy, onSubmit, onBack, lang }: StepProps) {
  const t = useT();
  const [birthCountry, setBirthCountry] = useState<string>(
    state.saved.BIRTH_DETAILS?.birthCountry ?? state.person.countryCode,
  );
  const [birthTown, setBirthTown] = useState(state.saved.BIRTH_DETAILS?.birthTown ?? '');
  return (
    <StepFrame
      busy={busy}
      onBack={onBack}
      onSubmit={() =>
        void onSubmit({ step: 'BIRTH_DETAILS', data: { birthCountry: birthCountry as never, birthTown } })
      }
    >
      <dl className="signup-facts">
        <div>
          <dt>{t('signup.field.birthDate')}</dt>
          <dd data-testid="signup-birth-date">{state.person.birthDate}</dd>
        </div>
      </dl>
      <p className="muted">{t('signup.field.fromEid')}</p>
      <CountrySelect
        field="birthCountry"
        label={t('signup.field.birthCountry')}
        value={birthCountry}
        onChange={setBirthCountry}
        errors={errors}
        lang={lang}
      />
      <TextField
        field="birthTown"
        label={t('signup.field.birthTown')}
        value={birthTown}
        onChange={setBirthTown}
        errors={errors}
      />
    </StepFrame>
  );
}

function AddressStep({ state, errors, busy, onSubmit, onBack }: StepProps) {
  const t = useT();
  const client = useApiClient();
  const saved = state.saved.ADDRESS_DETAILS;
  const [street, setStreet] = useState(saved?.street ?? '');
  const [postalCode, setPostalCode] = useState(saved?.postalCode ?? '');
  const [town, setTown] = useState(saved?.town ?? '');
  const [found, setFound] = useState('');
  // Auto-complete: the postal code's town, once the code is complete.
  const lookUp = async (code: string) => {
    if (code.replace(/\s/g, '').length < 4) return;
    try {
      const reply = await client.call(signupAddressAutoComplete, { query: { postalCode: code } });
      if (reply.town) {
        setTown(reply.town);
        setFound(t('signup.field.townFound', { town: reply.town }));
      }
      if (reply.postalCode) setPostalCode(reply.postalCode);
    } catch {
      // The town is then typed by hand.
    }
  };
  return (
    <StepFrame
      busy={busy}
      onBack={onBack}
      onSubmit={() => void onSubmit({ step: 'ADDRESS_DETAILS', data: { street, postalCode, town } })}
    >
      <TextField
        field="street"
        label={t('signup.field.street')}
        autoComplete="street-address"
        value={street}
        onChange={setStreet}
        errors={errors}
      />
      <TextField
        field="postalCode"
        label={t('signup.field.postalCode')}
        autoComplete="postal-code"
        inputMode="numeric"
        value={postalCode}
        onChange={(v) => {
          setPostalCode(v);
          const digits = v.replace(/\s/g, '');
          if (
            digits.length === (state.person.countryCode === 'SE' || state.person.countryCode === 'FI' ? 5 : 4)
          ) {
            void lookUp(v);
          }
        }}
        onBlur={() => void lookUp(postalCode)}
        errors={errors}
      />
      <TextField
        field="town"
        label={t('signup.field.town')}
        autoComplete="address-level2"
        value={town}
        onChange={setTown}
        errors={errors}
      />
      <p role="status" className="visually-hidden" data-testid="signup-town-found">
        {found}
      </p>
    </StepFrame>
  );
}

function ResidencyStep({ state, errors, busy, onSubmit, onBack, lang }: StepProps) {
  const t = useT();
  const [country, setCountry] = useState<string>(
    state.saved.RESIDENCY?.residenceCountry ?? state.person.countryCode,
  );
  return (
    <StepFrame
      busy={busy}
      onBack={onBack}
      onSubmit={() => void onSubmit({ step: 'RESIDENCY', data: { residenceCountry: country as never } })}
    >
      <CountrySelect
        field="residenceCountry"
        label={t('signup.field.residenceCountry')}
        value={country}
        onChange={setCountry}
        errors={errors}
        lang={lang}
      />
    </StepFrame>
  );
}

function CitizenshipStep({ state, errors, busy, onSubmit, onBack, lang }: StepProps) {
  const t = useT();
  const [list, setList] = useState<string[]>(
    state.saved.CITIZENSHIP?.citizenships ?? [state.person.countryCode],
  );
  return (
    <StepFrame
      busy={busy}
      onBack={onBack}
      onSubmit={() => void onSubmit({ step: 'CITIZENSHIP', data: { citizenships: list as never } })}
    >
      <fieldset className="field" {...groupProps(errors, 'citizenships')}>
        <legend>{t('signup.field.citizenships')}</legend>
        {list.map((code, i) => (
          <div key={i} className="signup-row">
            <CountrySelect
              field={`citizenships.${i}`}
              label={t('signup.field.citizenship', { n: i + 1 })}
              value={code}
              onChange={(v) => setList(list.map((c, j) => (j === i ? v : c)))}
              errors={errors}
              lang={lang}
            />
            {list.length > 1 && (
              <button
                type="button"
                className="button button-quiet"
                onClick={() => setList(list.filter((_, j) => j !== i))}
              >
                {t('signup.field.removeCitizenship', { n: i + 1 })}
              </button>
            )}
          </div>
        ))}
        {list.length < 5 && (
          <button type="button" className="button button-quiet" onClick={() => setList([...list, ''])}>
            {t('signup.field.addCitizenship')}
          </button>
        )}
        <FieldErrors errors={errors} field="citizenships" />
      </fieldset>
    </StepFrame>
  );
}

function UsTaxStep({ state, errors, busy, onSubmit, onBack }: StepProps) {
  const t = useT();
  const [usPerson, setUsPerson] = useState<boolean | null>(state.saved.US_TAX?.usPerson ?? null);
  return (
    <StepFrame
      busy={busy}
      onBack={onBack}
      onSubmit={() => void onSubmit({ step: 'US_TAX', data: { usPerson: usPerson ?? false } })}
    >
      <fieldset className="field" {...groupProps(errors, 'usPerson')}>
        <legend>{t('signup.field.usPerson')}</legend>
        <label className="choice">
          <input
            type="radio"
            name="usPerson"
            checked={usPerson === true}
            onChange={() => setUsPerson(true)}
            data-testid="signup-us-yes"
          />
          {t('signup.field.yes')}
        </label>
        <label className="choice">
          <input
            type="radio"
            name="usPerson"
            checked={usPerson === false}
            onChange={() => setUsPerson(false)}
            data-testid="signup-us-no"
          />
          {t('signup.field.no')}
        </label>
        <FieldErrors errors={errors} field="usPerson" />
      </fieldset>
    </StepFrame>
  );
}

function TaxInfoStep({ state, errors, busy, onSubmit, onBack, lang }: StepProps) {
  const t = useT();
  const [rows, setRows] = useState<{ country: string; tin: string }[]>(
    state.saved.TAX_INFO?.taxResidences ?? [{ country: state.person.countryCode, tin: '' }],
  );
  const set = (i: number, patch: Partial<{ country: string; tin: string }>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <StepFrame
      busy={busy}
      onBack={onBack}
      onSubmit={() => void onSubmit({ step: 'TAX_INFO', data: { taxResidences: rows as never } })}
    >
      <fieldset className="field" {...groupProps(errors, 'taxResidences')}>
        <legend>{t('signup.field.taxResidences')}</legend>
        {rows.map((row, i) => (
          <div key={i} className="signup-row">
            <CountrySelect
              field={`taxResidences.${i}.country`}
              label={t('signup.field.taxCountry', { n: i + 1 })}
              value={row.country}
              onChange={(v) => set(i, { country: v })}
              errors={errors}
              lang={lang}
            />
            <TextField
              field={`taxResidences.${i}.tin`}
              label={t('signup.field.tin', { n: i + 1 })}
              hint={i === 0 ? t('signup.field.tin.hint') : undefined}
              value={row.tin}
              onChange={(v) => set(i, { tin: v })}
              errors={errors}
            />
            {rows.length > 1 && (
              <button
                type="button"
                className="button button-quiet"
                onClick={() => setRows(rows.filter((_, j) => j !== i))}
              >
                {t('signup.field.removeTaxResidence', { n: i + 1 })}
              </button>
            )}
          </div>
        ))}
        {rows.length < 5 && (
          <button
            type="button"
            className="button button-quiet"
            onClick={() => setRows([...rows, { country: '', tin: '' }])}
          >
            {t('signup.field.addTaxResidence')}
          </button>
        )}
        <FieldErrors errors={errors} field="taxResidences" />
      </fieldset>
    </StepFrame>
  );
}

function AccountPickerStep({ state, errors, busy, onSubmit, onBack }: StepProps) {
  const t = useT();
  const client = useApiClient();
  const related = useQuery(signupStepDataQuery(client, 'ACCOUNT_PICKER'));
  const [chosen, setChosen] = useState<SignupAccountType[]>(
    state.saved.ACCOUNT_PICKER?.accountTypes ?? ['PrivateBasic'],
  );
  const toggle = (type: SignupAccountType) =>
    setChosen(chosen.includes(type) ? chosen.filter((c) => c !== type) : [...chosen, type]);
  if (related.data === undefined) return <RelatedDataPending failed={related.isError} />;
  return (
    <StepFrame
      busy={busy}
      onBack={onBack}
      onSubmit={() => void onSubmit({ step: 'ACCOUNT_PICKER', data: { accountTypes: chosen } })}
    >
      <fieldset className="field" {...groupProps(errors, 'accountTypes')}>
        <legend>{t('signup.field.accountTypes')}</legend>
        {(related.data?.accountTypes ?? []).map((a) => (
          <label key={a.accountType} className="choice">
            <input
              type="checkbox"
              checked={chosen.includes(a.accountType)}
              disabled={!a.openable}
              onChange={() => toggle(a.accountType)}
              aria-describedby={a.openable ? undefined : `signup-account-${a.accountType}-note`}
              data-testid={`signup-account-${a.accountType}`}
            />
            {t(`signup.account.${a.accountType}` as MessageKey, { product: a.productType })}
            {!a.openable && (
              <span id={`signup-account-${a.accountType}-note`} className="muted signup-note">
                {' '}
                {t('signup.account.notOpenable')}
              </span>
            )}
          </label>
        ))}
        <FieldErrors errors={errors} field="accountTypes" />
      </fieldset>
    </StepFrame>
  );
}

function AccountAliasStep({ state, errors, busy, onSubmit, onBack }: StepProps) {
  const t = useT();
  const client = useApiClient();
  const related = useQuery(signupStepDataQuery(client, 'ACCOUNT_ALIAS'));
  const chosen = state.saved.ACCOUNT_PICKER?.accountTypes ?? [];
  const savedAliases = new Map(
    (state.saved.ACCOUNT_ALIAS?.aliases ?? []).map((a) => [a.accountType, a.alias]),
  );
  const products = new Map((related.data?.accountTypes ?? []).map((a) => [a.accountType, a]));
  const [aliases, setAliases] = useState<Partial<Record<SignupAccountType, string>>>({});
  const valueOf = (type: SignupAccountType) =>
    aliases[type] ?? savedAliases.get(type) ?? products.get(type)?.defaultAlias ?? '';
  // The default aliases come with the related data: Next without them would send empty ones.
  if (related.data === undefined) return <RelatedDataPending failed={related.isError} />;
  return (
    <StepFrame
      busy={busy}
      onBack={onBack}
      onSubmit={() =>
        void onSubmit({
          step: 'ACCOUNT_ALIAS',
          data: { aliases: chosen.map((accountType) => ({ accountType, alias: valueOf(accountType) })) },
        })
      }
    >
      {chosen.map((type, i) => (
        <TextField
          key={type}
          field={`aliases.${i}.alias`}
          label={t('signup.field.alias', { product: products.get(type)?.productType ?? type })}
          value={valueOf(type)}
          onChange={(v) => setAliases({ ...aliases, [type]: v })}
          errors={errors}
        />
      ))}
    </StepFrame>
  );
}

function MarketingStep({ state, busy, onSubmit, onBack }: StepProps) {
  const t = useT();
  const [email, setEmail] = useState(state.saved.MARKETING_CONSENT?.email ?? false);
  const [sms, setSms] = useState(state.saved.MARKETING_CONSENT?.sms ?? false);
  return (
    <StepFrame
      busy={busy}
      onBack={onBack}
      last
      onSubmit={() => void onSubmit({ step: 'MARKETING_CONSENT', data: { email, sms } })}
    >
      <label className="choice">
        <input type="checkbox" checked={email} onChange={(e) => setEmail(e.target.checked)} />
        {t('signup.field.marketingEmail')}
      </label>
      <label className="choice">
        <input type="checkbox" checked={sms} onChange={(e) => setSms(e.target.checked)} />
        {t('signup.field.marketingSms')}
      </label>
      <p className="muted">{t('signup.marketing.text')}</p>
    </StepFrame>
  );
}

const MILESTONE_NEXT: Record<string, MessageKey> = {
  MILESTONE_ONE: 'signup.group.2',
  MILESTONE_TWO: 'signup.group.3',
  MILESTONE_THREE: 'signup.group.4',
  MILESTONE_FOUR: 'signup.group.5',
};

function MilestoneStep({
  busy,
  onSubmit,
  onBack,
  step,
}: StepProps & { step: 'MILESTONE_ONE' | 'MILESTONE_TWO' | 'MILESTONE_THREE' | 'MILESTONE_FOUR' }) {
  const t = useT();
  return (
    <StepFrame busy={busy} onBack={onBack} onSubmit={() => void onSubmit({ step, data: {} })}>
      <p className="signup-milestone" data-testid="signup-milestone">
        {t('signup.milestone.text', { next: t(MILESTONE_NEXT[step]!) })}
      </p>
    </StepFrame>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { lookupCompany, openCompanyAccount, type CallReply } from '@broker/contract';
import { BENEFICIAL_OWNERS_MAX, type ApiFieldError } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatDay } from '../ui/format';
import { useDocumentTitle } from '../ui/use-document-title';
import { switchToCompany } from './company-queries';
import './companies.css';

type Lookup = CallReply<typeof lookupCompany>;
type Opened = CallReply<typeof openCompanyAccount>;

interface OwnerRow {
  key: number;
  name: string;
  birthDate: string;
  share: string;
  pep: boolean;
}

const LOOKUP_ERRORS = ['ORG_NUMBER_INVALID', 'COMPANY_NOT_FOUND', 'COMPANY_REGISTER_UNAVAILABLE'];
/** Refusals of the whole opening, said above the submit button. */
const FORM_ERRORS = [
  'COMPANY_NOT_FOUND',
  'COMPANY_NOT_ACTIVE',
  'COMPANY_FORM_NOT_SUPPORTED',
  'COMPANY_SIGNATORY_REQUIRED',
  'COMPANY_ALREADY_CUSTOMER',
  'COMPANY_REGISTER_UNAVAILABLE',
  'ORG_NUMBER_INVALID',
];

/** The element id of an input named by the server's field (`beneficialOwners.1.share`, `body.lei`). */
export function companyFieldId(field: string): string {
  return `company-field-${field.replace(/^(body|query)\./, '').replace(/[^A-Za-z0-9]/g, '-')}`;
}

function fieldOf(error: ApiFieldError): string {
  return (error.field ?? '').replace(/^(body|query)\./, '');
}

let nextKey = 1;
const emptyOwner = (): OwnerRow => ({ key: nextKey++, name: '', birthDate: '', share: '', pep: false });

/**
 * `/companies/new`: a customer who signs for a company alone opens a company account for it
 * (docs/decisions.md "Company accounts"). First the company by its registration number, looked up
 * in the register (its card, or why it cannot be opened online); then its beneficial owners and
 * LEI. Opened, the customer switches to the company, which starts the app over.
 */
export function CompanyAccountPage() {
  const t = useT();
  useDocumentTitle(t('companies.title'));
  const client = useApiClient();
  const { meta } = useSession();
  const ids = useId();
  const [orgNumber, setOrgNumber] = useState('');
  const [lookupProblem, setLookupProblem] = useState<string | undefined>(undefined);
  const [found, setFound] = useState<Lookup | undefined>(undefined);
  const [opened, setOpened] = useState<Opened | undefined>(undefined);
  const orgInput = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const openedHeading = useRef<HTMLHeadingElement>(null);

  const lookup = useMutation({
    mutationFn: (number: string) => client.call(lookupCompany, { query: { orgNumber: number } }),
    onMutate: () => {
      setLookupProblem(undefined);
      setFound(undefined);
    },
    onSuccess: (reply) => setFound(reply),
    onError: (cause) => {
      const code = cause instanceof ApiError ? cause.code : '';
      setLookupProblem(
        LOOKUP_ERRORS.includes(code)
          ? t(`companies.error.${code}` as MessageKey)
          : t('companies.error.lookup'),
      );
      orgInput.current?.focus();
    },
  });

  useEffect(() => {
    if (found) resultHeading.current?.focus();
  }, [found]);
  useEffect(() => {
    if (opened) openedHeading.current?.focus();
  }, [opened]);

  const onLookup = (event: FormEvent) => {
    event.preventDefault();
    lookup.mutate(orgNumber.trim());
  };

  if (opened) {
    return (
      <div className="page narrow-wide company-page" data-testid="company-page">
        <header className="page-head">
          <h1>{t('companies.title')}</h1>
        </header>
        <OpenedCard opened={opened} headingRef={openedHeading} />
      </div>
    );
  }

  const label = t(`companies.orgNumber.${meta.countryCode}` as MessageKey);
  return (
    <div className="page narrow-wide company-page" data-testid="company-page">
      <header className="page-head">
        <h1>{t('companies.title')}</h1>
      </header>
      <p>{t('companies.intro')}</p>
      <form className="card company-section company-lookup" onSubmit={onLookup} noValidate>
        <div className="field">
          <label htmlFor={`${ids}-org`}>{label}</label>
          <div className="company-lookup-row">
            <input
              ref={orgInput}
              id={`${ids}-org`}
              value={orgNumber}
              maxLength={40}
              autoComplete="off"
              spellCheck={false}
              inputMode="numeric"
              aria-invalid={lookupProblem ? true : undefined}
              aria-describedby={lookupProblem ? `${ids}-org-error` : undefined}
              onChange={(event) => setOrgNumber(event.target.value)}
              data-testid="company-org-number"
            />
            <button
              type="submit"
              className="button button-primary"
              disabled={lookup.isPending || orgNumber.trim() === ''}
              data-testid="company-lookup"
            >
              {lookup.isPending ? t('companies.lookingUp') : t('companies.lookup')}
            </button>
          </div>
          {lookupProblem && (
            <p id={`${ids}-org-error`} className="field-error" data-testid="company-org-number-error">
              {lookupProblem}
            </p>
          )}
        </div>
      </form>
      {found && (
        <CompanyCard found={found} headingRef={resultHeading}>
          {found.refusal === null && (
            <OpeningForm
              key={found.company.orgNumber}
              orgNumber={found.company.orgNumber}
              onOpened={setOpened}
            />
          )}
        </CompanyCard>
      )}
    </div>
  );
}

function CompanyCard({
  found,
  headingRef,
  children,
}: {
  found: Lookup;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  const t = useT();
  const { meta } = useSession();
  const { company, role, refusal } = found;
  return (
    <>
      <section className="card company-section" aria-labelledby="company-name" data-testid="company-card">
        <h2 id="company-name" ref={headingRef} tabIndex={-1} data-testid="company-name">
          {company.name}
        </h2>
        <dl className="company-facts">
          <div>
            <dt>{t('companies.card.orgNumber')}</dt>
            <dd>{company.orgNumber}</dd>
          </div>
          <div>
            <dt>{t('companies.card.legalForm')}</dt>
            <dd>{company.legalForm}</dd>
          </div>
          <div>
            <dt>{t('companies.card.address')}</dt>
            <dd>
              {company.address.street}, {company.address.postalCode} {company.address.city}
            </dd>
          </div>
          <div>
            <dt>{t('companies.card.registeredOn')}</dt>
            <dd>{formatDay(company.registeredOn, meta.locale)}</dd>
          </div>
          <div>
            <dt>{t('companies.card.role')}</dt>
            <dd data-testid="company-role">
              {role ? t(`companies.role.${role}` as MessageKey) : t('companies.role.none')}
            </dd>
          </div>
        </dl>
        {refusal !== null && (
          <p className="alert alert-info" data-testid="company-refusal">
            {t(`companies.refusal.${refusal}` as MessageKey)}
          </p>
        )}
      </section>
      {children}
    </>
  );
}

function OpeningForm({ orgNumber, onOpened }: { orgNumber: string; onOpened(opened: Opened): void }) {
  const t = useT();
  const client = useApiClient();
  const ids = useId();
  const [choice, setChoice] = useState<'some' | 'none' | undefined>(undefined);
  const [owners, setOwners] = useState<OwnerRow[]>(() => [emptyOwner()]);
  const [lei, setLei] = useState('');
  const [errors, setErrors] = useState<ApiFieldError[]>([]);
  const [formProblem, setFormProblem] = useState<string | undefined>(undefined);
  const formProblemRef = useRef<HTMLParagraphElement>(null);

  const open = useMutation({
    mutationFn: () =>
      client.call(openCompanyAccount, {
        body: {
          orgNumber,
          beneficialOwners:
            choice === 'some'
              ? owners.map((o) => ({
                  name: o.name,
                  birthDate: o.birthDate.trim(),
                  share: o.share.trim().replace(',', '.').replace(/\s*%$/, ''),
                  pep: o.pep,
                }))
              : [],
          noneAbove25: choice === 'none',
          lei: lei.trim() === '' ? null : lei.trim(),
        },
      }),
    onMutate: () => {
      setErrors([]);
      setFormProblem(undefined);
    },
    onSuccess: onOpened,
    onError: (cause) => {
      if (!(cause instanceof ApiError)) {
        setFormProblem(t('companies.error.open'));
        return;
      }
      if (cause.fields.length > 0 && cause.code !== 'ORG_NUMBER_INVALID') {
        setErrors(cause.fields);
        return;
      }
      setFormProblem(
        FORM_ERRORS.includes(cause.code)
          ? t(
              (cause.code === 'ORG_NUMBER_INVALID' || cause.code === 'COMPANY_REGISTER_UNAVAILABLE'
                ? `companies.error.${cause.code}`
                : `companies.refusal.${cause.code}`) as MessageKey,
            )
          : t('companies.error.open'),
      );
    },
  });

  // Refused: the first refused field (or the first control of a refused group) takes the focus.
  useEffect(() => {
    const first = errors[0];
    if (!first) return;
    const element = document.getElementById(companyFieldId(fieldOf(first)));
    const control = element?.matches('input')
      ? element
      : element?.querySelector<HTMLElement>('input, button');
    control?.focus();
  }, [errors]);
  useEffect(() => {
    if (formProblem) formProblemRef.current?.focus();
  }, [formProblem]);

  const messageFor = (field: string): string | undefined => {
    const error = errors.find((e) => fieldOf(e) === field);
    if (!error) return undefined;
    const owner = /^beneficialOwners\.\d+\.(name|birthDate|share)$/.exec(field);
    if (owner) return t(`companies.owner.error.${owner[1]}` as MessageKey);
    return t(`companies.error.${error.code}` as MessageKey);
  };
  const groupProblem = messageFor('beneficialOwners');
  const leiProblem = messageFor('lei');

  const setOwner = (index: number, change: Partial<OwnerRow>) =>
    setOwners((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  // Where the focus goes once the owner rows have changed: set with the change, used by the effect
  // that runs after that render (a timer could fire after a later focus, such as a refusal's).
  const focusAfterOwners = useRef<string | null>(null);
  useEffect(() => {
    const id = focusAfterOwners.current;
    focusAfterOwners.current = null;
    if (id) document.getElementById(id)?.focus();
  }, [owners]);
  const addOwner = () => {
    focusAfterOwners.current = companyFieldId(`beneficialOwners.${owners.length}.name`);
    setOwners((rows) => [...rows, emptyOwner()]);
  };
  const removeOwner = (index: number) => {
    focusAfterOwners.current = `${ids}-add`;
    setOwners((rows) => rows.filter((_, i) => i !== index));
    setErrors([]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate();
  };

  return (
    <form className="card company-section company-form" onSubmit={submit} noValidate>
      <fieldset
        id={companyFieldId('beneficialOwners')}
        className="company-owners"
        aria-describedby={`${ids}-owners-help${groupProblem ? ` ${ids}-owners-error` : ''}`}
      >
        <legend>{t('companies.owners.legend')}</legend>
        <p id={`${ids}-owners-help`} className="muted">
          {t('companies.owners.help')}
        </p>
        <label className="company-choice">
          <input
            type="radio"
            name={`${ids}-owners`}
            checked={choice === 'some'}
            onChange={() => setChoice('some')}
            data-testid="company-owners-some"
          />
          {t('companies.owners.some')}
        </label>
        {choice === 'some' && (
          <div className="company-owner-rows">
            {owners.map((row, index) => (
              <OwnerFields
                key={row.key}
                index={index}
                row={row}
                problems={{
                  name: messageFor(`beneficialOwners.${index}.name`),
                  birthDate: messageFor(`beneficialOwners.${index}.birthDate`),
                  share: messageFor(`beneficialOwners.${index}.share`),
                }}
                onChange={(change) => setOwner(index, change)}
                onRemove={owners.length > 1 ? () => removeOwner(index) : undefined}
              />
            ))}
            {owners.length < BENEFICIAL_OWNERS_MAX && (
              <button
                id={`${ids}-add`}
                type="button"
                className="button button-secondary company-add"
                onClick={addOwner}
                data-testid="company-owner-add"
              >
                {t('companies.owner.add')}
              </button>
            )}
          </div>
        )}
        <label className="company-choice">
          <input
            type="radio"
            name={`${ids}-owners`}
            checked={choice === 'none'}
            onChange={() => setChoice('none')}
            data-testid="company-owners-none"
          />
          {t('companies.owners.none')}
        </label>
        {groupProblem && (
          <p id={`${ids}-owners-error`} className="field-error" data-testid="company-owners-error">
            {groupProblem}
          </p>
        )}
      </fieldset>

      <div className="field">
        <label htmlFor={companyFieldId('lei')}>{t('companies.lei.label')}</label>
        <p id={`${ids}-lei-help`} className="muted">
          {t('companies.lei.help')}
        </p>
        <input
          id={companyFieldId('lei')}
          value={lei}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={leiProblem ? true : undefined}
          aria-describedby={`${ids}-lei-help${leiProblem ? ` ${ids}-lei-error` : ''}`}
          onChange={(event) => setLei(event.target.value)}
          data-testid="company-lei"
        />
        {leiProblem && (
          <p id={`${ids}-lei-error`} className="field-error" data-testid="company-lei-error">
            {leiProblem}
          </p>
        )}
      </div>

      {formProblem && (
        <p ref={formProblemRef} tabIndex={-1} className="alert alert-error" data-testid="company-open-error">
          {formProblem}
        </p>
      )}
      <button
        type="submit"
        className="button button-primary company-submit"
        disabled={open.isPending}
        data-testid="company-submit"
      >
        {open.isPending ? t('companies.submitting') : t('companies.submit')}
      </button>
    </form>
  );
}

function OwnerFields({
  index,
  row,
  problems,
  onChange,
  onRemove,
}: {
  index: number;
  row: OwnerRow;
  problems: Record<'name' | 'birthDate' | 'share', string | undefined>;
  onChange(change: Partial<OwnerRow>): void;
  onRemove: (() => void) | undefined;
}) {
  const t = useT();
  const id = (field: string) => companyFieldId(`beneficialOwners.${index}.${field}`);
  const text = (field: 'name' | 'birthDate' | 'share', extra: Record<string, string>) => (
    <div className={`field company-owner-${field}`}>
      <label htmlFor={id(field)}>{t(`companies.owner.${field}` as MessageKey)}</label>
      <input
        id={id(field)}
        value={row[field]}
        autoComplete="off"
        aria-invalid={problems[field] ? true : undefined}
        aria-describedby={problems[field] ? `${id(field)}-error` : undefined}
        onChange={(event) => onChange({ [field]: event.target.value })}
        data-testid={`owner-${index}-${field === 'birthDate' ? 'birth-date' : field}`}
        {...extra}
      />
      {problems[field] && (
        <p id={`${id(field)}-error`} className="field-error">
          {problems[field]}
        </p>
      )}
    </div>
  );
  return (
    <fieldset className="company-owner" data-testid={`owner-${index}`}>
      <legend>{t('companies.owner.legend', { number: index + 1 })}</legend>
      <div className="company-owner-grid">
        {text('name', { maxLength: '100', spellCheck: 'false' })}
        {text('birthDate', { inputMode: 'numeric', placeholder: '1980-01-31', maxLength: '10' })}
        {text('share', { inputMode: 'decimal', maxLength: '6' })}
      </div>
      <div className="company-pep">
        <input
          type="checkbox"
          id={id('pep')}
          checked={row.pep}
          aria-describedby={`${id('pep')}-help`}
          onChange={(event) => onChange({ pep: event.target.checked })}
          data-testid={`owner-${index}-pep`}
        />
        <div>
          <label htmlFor={id('pep')}>{t('companies.owner.pep')}</label>
          <p id={`${id('pep')}-help`} className="muted company-pep-help">
            {t('companies.owner.pepHelp')}
          </p>
        </div>
      </div>
      {onRemove && (
        <button
          type="button"
          className="button button-quiet company-remove"
          onClick={onRemove}
          data-testid={`owner-${index}-remove`}
        >
          {t('companies.owner.remove', { number: index + 1 })}
        </button>
      )}
    </fieldset>
  );
}

function OpenedCard({
  opened,
  headingRef,
}: {
  opened: Opened;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useT();
  const client = useApiClient();
  const go = useMutation({ mutationFn: () => switchToCompany(client, opened.company.customerNo) });
  return (
    <section className="card company-section" aria-labelledby="company-opened" data-testid="company-opened">
      <h2 id="company-opened" ref={headingRef} tabIndex={-1}>
        {t('companies.opened.title')}
      </h2>
      <p data-testid="company-opened-text">
        {t('companies.opened.text', { company: opened.company.name, accno: opened.accno })}
      </p>
      <p className="muted">{t('companies.opened.switchHelp')}</p>
      <button
        type="button"
        className="button button-primary company-go"
        disabled={go.isPending || go.isSuccess}
        onClick={() => go.mutate()}
        data-testid="company-go"
      >
        {t('companies.goTo', { company: opened.company.name })}
      </button>
      {go.isError && (
        <p className="field-error" role="alert" data-testid="company-go-error">
          {t('companies.switchFailed')}
        </p>
      )}
    </section>
  );
}

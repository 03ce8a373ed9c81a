import { useMemo, type ReactNode } from 'react';
import { ISO_COUNTRIES, SIGNUP_FIELD_CODES, type ApiFieldError, type Lang } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { codesFor, fieldId } from './field-errors';

/** The message of a field's refusal in the reader's language; an unknown code says "check this". */
export function useErrorText(): (code: string) => string {
  const t = useT();
  return (code) =>
    (SIGNUP_FIELD_CODES as readonly string[]).includes(code)
      ? t(`signup.error.${code}` as MessageKey)
      : t('signup.errorSummary');
}

export function FieldErrors({ errors, field }: { errors: readonly ApiFieldError[]; field: string }) {
  const text = useErrorText();
  const codes = codesFor(errors, field);
  if (codes.length === 0) return null;
  return (
    <p id={`${fieldId(field)}-error`} className="field-error" data-testid={`signup-error-${field}`}>
      {codes.map(text).join(' ')}
    </p>
  );
}

/** aria attributes of a control whose field may have been refused (and may have a hint). */
export function invalidProps(errors: readonly ApiFieldError[], field: string, hint?: boolean) {
  const invalid = codesFor(errors, field).length > 0;
  const describedBy = [hint ? `${fieldId(field)}-hint` : '', invalid ? `${fieldId(field)}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    id: fieldId(field),
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/** The same for a group of controls (a fieldset): named and described, its controls carry the choice. */
export function groupProps(errors: readonly ApiFieldError[], field: string) {
  const invalid = codesFor(errors, field).length > 0;
  return { id: fieldId(field), 'aria-describedby': invalid ? `${fieldId(field)}-error` : undefined } as const;
}

export function TextField(props: {
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: readonly ApiFieldError[];
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  onBlur?: () => void;
  after?: ReactNode;
}) {
  const {
    field,
    label,
    value,
    onChange,
    errors,
    hint,
    type = 'text',
    autoComplete,
    inputMode,
    onBlur,
    after,
  } = props;
  return (
    <div className="field">
      <label htmlFor={fieldId(field)}>{label}</label>
      {hint && (
        <p id={`${fieldId(field)}-hint`} className="field-hint muted">
          {hint}
        </p>
      )}
      <input
        {...invalidProps(errors, field, Boolean(hint))}
        name={field}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {after}
      <FieldErrors errors={errors} field={field} />
    </div>
  );
}

/** Country names in the reader's language (the browser's CLDR data), sorted by name. */
export function useCountryOptions(lang: Lang): { code: string; name: string }[] {
  return useMemo(() => {
    const names = new Intl.DisplayNames([lang === 'nb' ? 'nb' : lang, 'en'], { type: 'region' });
    return ISO_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, lang),
    );
  }, [lang]);
}

export function CountrySelect(props: {
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: readonly ApiFieldError[];
  lang: Lang;
  hint?: string;
}) {
  const { field, label, value, onChange, errors, lang } = props;
  const options = useCountryOptions(lang);
  return (
    <div className="field">
      <label htmlFor={fieldId(field)}>{label}</label>
      <select
        {...invalidProps(errors, field)}
        name={field}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="" disabled>
          —
        </option>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
      <FieldErrors errors={errors} field={field} />
    </div>
  );
}

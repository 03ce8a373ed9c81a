import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FORM_EMAIL_PATTERN, submitContentForm } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';

/**
 * The newsletter sign-up in the footer. Signing up an address twice is one subscription (the
 * server's rule); every letter carries the link that stops it (/events/unsubscribe/{token}).
 */
export function NewsletterForm() {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const subscribe = useMutation({
    mutationFn: (address: string) =>
      client.call(submitContentForm, { body: { kind: 'NEWSLETTER', email: address, lang: meta.lang } }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const bad = !FORM_EMAIL_PATTERN.test(address);
    setInvalid(bad);
    if (!bad) subscribe.mutate(address);
  };

  const status = invalid
    ? t('content.newsletter.invalid')
    : subscribe.isSuccess
      ? t('content.newsletter.done', { email: subscribe.variables })
      : subscribe.isError
        ? t('content.newsletter.failed')
        : '';

  return (
    <form className="newsletter-form" onSubmit={submit} noValidate aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="newsletter-title">
        {t('content.newsletter.title')}
      </h2>
      <div className="field">
        <label htmlFor="newsletter-email">{t('content.newsletter.email')}</label>
        <div className="newsletter-row">
          <input
            id="newsletter-email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            aria-invalid={invalid ? true : undefined}
            aria-describedby="newsletter-status"
            onChange={(e) => setEmail(e.target.value)}
            data-testid="newsletter-email"
          />
          <button type="submit" className="button button-secondary" disabled={subscribe.isPending}>
            {t('content.newsletter.subscribe')}
          </button>
        </div>
      </div>
      <p
        id="newsletter-status"
        role="status"
        className={invalid || subscribe.isError ? 'field-error' : 'muted'}
        data-testid="newsletter-status"
      >
        {status}
      </p>
    </form>
  );
}

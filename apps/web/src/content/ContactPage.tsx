import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  FORM_EMAIL_PATTERN,
  FORM_MESSAGE_MAX,
  FORM_PHONE_PATTERN,
  FORM_TOPICS,
  submitContentForm,
} from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { useDocumentTitle } from '../ui/use-document-title';
import './content.css';

type Topic = (typeof FORM_TOPICS)[number];
type Field = 'name' | 'email' | 'phone' | 'message';
type Problems = Partial<Record<Field, string>>;

/**
 * "Contact me": a visitor or customer leaves a name, an address or a number, and a topic, and our
 * advisers call or write back. The rules are the server's (contract FORM_*), checked here first so
 * the reader learns which field to fix without a round trip; the server checks again.
 */
export function ContactPage() {
  const t = useT();
  const client = useApiClient();
  const { meta, customer } = useSession();
  const [name, setName] = useState(customer?.name ?? '');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [topic, setTopic] = useState<Topic>('SAVINGS');
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const form = useRef<HTMLFormElement>(null);
  useDocumentTitle(t('content.contact.title'));

  const send = useMutation({
    mutationFn: () =>
      client.call(submitContentForm, {
        body: {
          kind: 'CONTACT_ME',
          name: name.trim(),
          ...(email.trim() ? { email: email.trim() } : {}),
          ...(phone.trim() ? { phone: phone.trim() } : {}),
          topic,
          ...(message.trim() ? { message: message.trim() } : {}),
          lang: meta.lang,
        },
      }),
    onSuccess: () => {
      setEmail('');
      setPhone('');
      setMessage('');
    },
  });

  const check = (): Problems => {
    const found: Problems = {};
    if (!name.trim()) found.name = t('content.contact.nameMissing');
    if (email.trim() && !FORM_EMAIL_PATTERN.test(email.trim()))
      found.email = t('content.contact.emailInvalid');
    if (phone.trim() && !FORM_PHONE_PATTERN.test(phone.trim()))
      found.phone = t('content.contact.phoneInvalid');
    if (!email.trim() && !phone.trim()) found.email = t('content.contact.reachMissing');
    if (message.trim().length > FORM_MESSAGE_MAX)
      found.message = t('content.contact.messageTooLong', { max: FORM_MESSAGE_MAX });
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    const first = (['name', 'email', 'phone', 'message'] as const).find((f) => found[f]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
      return;
    }
    send.mutate();
  };

  const described = (field: Field, hint?: string) =>
    [problems[field] ? `contact-${field}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;
  const problem = (field: Field) =>
    problems[field] ? (
      <p className="field-error" id={`contact-${field}-error`} data-testid={`contact-${field}-error`}>
        {problems[field]}
      </p>
    ) : null;

  return (
    <div className="page narrow content-page" data-testid="contact-page">
      <h1>{t('content.contact.title')}</h1>
      <p>{t('content.contact.intro')}</p>
      <form ref={form} className="card contact-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="contact-name">{t('content.contact.name')}</label>
          <input
            id="contact-name"
            autoComplete="name"
            maxLength={100}
            value={name}
            aria-invalid={problems.name ? true : undefined}
            aria-describedby={described('name')}
            onChange={(e) => setName(e.target.value)}
          />
          {problem('name')}
        </div>
        <p className="muted" id="contact-reach-hint">
          {t('content.contact.reachHint')}
        </p>
        <div className="field">
          <label htmlFor="contact-email">{t('content.contact.email')}</label>
          <input
            id="contact-email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            aria-invalid={problems.email ? true : undefined}
            aria-describedby={described('email', 'contact-reach-hint')}
            onChange={(e) => setEmail(e.target.value)}
          />
          {problem('email')}
        </div>
        <div className="field">
          <label htmlFor="contact-phone">{t('content.contact.phone')}</label>
          <input
            id="contact-phone"
            type="tel"
            autoComplete="tel"
            maxLength={20}
            value={phone}
            aria-invalid={problems.phone ? true : undefined}
            aria-describedby={described('phone', 'contact-reach-hint')}
            onChange={(e) => setPhone(e.target.value)}
          />
          {problem('phone')}
        </div>
        <div className="field">
          <label htmlFor="contact-topic">{t('content.contact.topic')}</label>
          <select id="contact-topic" value={topic} onChange={(e) => setTopic(e.target.value as Topic)}>
            {FORM_TOPICS.map((value) => (
              <option key={value} value={value}>
                {t(`content.contact.topic.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="contact-message">{t('content.contact.message')}</label>
          <textarea
            id="contact-message"
            rows={5}
            value={message}
            aria-invalid={problems.message ? true : undefined}
            aria-describedby={described('message')}
            onChange={(e) => setMessage(e.target.value)}
          />
          {problem('message')}
        </div>
        <button type="submit" className="button button-primary" disabled={send.isPending}>
          {t('content.contact.send')}
        </button>
        <p role="status" data-testid="contact-status" className={send.isError ? 'field-error' : undefined}>
          {send.isSuccess ? t('content.contact.sent') : send.isError ? t('content.contact.failed') : ''}
        </p>
      </form>
    </div>
  );
}

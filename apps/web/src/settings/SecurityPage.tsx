import { useState } from 'react';
import { useT } from '../i18n/use-t';
import { useDocumentTitle } from '../ui/use-document-title';
import { ApiKeysSection } from './ApiKeysSection';
import { PasskeysSection } from './PasskeysSection';
import { SessionsSection } from './SessionsSection';
import './security.css';

export const SECURITY_PATH = '/settings/security';

/**
 * `/settings/security` (issue 16; spec 001 §7.2): the customer's passkeys, personal API keys and
 * live sessions with the session length.
 */
export function SecurityPage() {
  const t = useT();
  useDocumentTitle(t('security.title'));
  const [announced, setAnnounced] = useState('');
  return (
    <div className="page security-page" data-testid="security-page">
      <h1>{t('security.title')}</h1>
      <p className="muted">{t('security.intro')}</p>
      {/* Always there, so that a screen reader announces what comes into it. */}
      <p role="status" className="visually-hidden" data-testid="security-announced">
        {announced}
      </p>
      <PasskeysSection announce={setAnnounced} />
      <ApiKeysSection announce={setAnnounced} />
      <SessionsSection announce={setAnnounced} />
    </div>
  );
}

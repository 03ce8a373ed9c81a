import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { getAffiliate } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { ErrorState } from '../ui/ErrorState';
import { PageLoading } from '../ui/PageLoading';
import { useDocumentTitle } from '../ui/use-document-title';
import './invite.css';

export const INVITE_PATH = '/settings/invite';

/** The customer's referral code and link (spec 001 §7.5 "Affiliate"). */
export const affiliateQuery = (client: ApiClient) =>
  queryOptions({ queryKey: ['customer', 'affiliate'], queryFn: () => client.call(getAffiliate) });

/**
 * `/settings/invite`: the customer's own sign-up link, to copy and send to a friend, and how many
 * became customers through it. The server answers the link as a path; the page puts this site's
 * address in front, since that is where the friend will sign up.
 */
export function InvitePage() {
  const t = useT();
  useDocumentTitle(t('affiliate.title'));
  const affiliate = useQuery(affiliateQuery(useApiClient()));
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>(undefined);

  const body = () => {
    if (affiliate.isPending) return <PageLoading />;
    if (affiliate.isError) {
      return (
        <ErrorState
          message={t('affiliate.error')}
          onRetry={() => void affiliate.refetch()}
          testId="invite-error"
        />
      );
    }
    const { code, link, referredCustomers } = affiliate.data;
    const url = new URL(link, window.location.origin).toString();
    const copy = async () => {
      try {
        await navigator.clipboard.writeText(url);
        setCopied('yes');
      } catch {
        // Clipboard access refused (or none): the link is on the page to copy by hand.
        setCopied('no');
      }
    };
    return (
      <div className="card invite-card">
        <h2 className="section-title">{t('affiliate.link')}</h2>
        <p className="invite-link">
          <a href={url} data-testid="invite-link">
            {url}
          </a>
        </p>
        <p>
          {t('affiliate.code')}: <strong data-testid="invite-code">{code}</strong>
        </p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void copy()}
          data-testid="invite-copy"
        >
          {t('affiliate.copy')}
        </button>
        <p role="status" className="invite-status" data-testid="invite-status">
          {copied === 'yes' ? t('affiliate.copied') : copied === 'no' ? t('affiliate.copyFailed') : ''}
        </p>
        <p data-testid="invite-count">
          {referredCustomers === 0
            ? t('affiliate.countNone')
            : t('affiliate.count', { count: referredCustomers })}
        </p>
      </div>
    );
  };

  return (
    <div className="page narrow-wide invite-page" data-testid="invite-page">
      <header className="page-head">
        <h1>{t('affiliate.title')}</h1>
      </header>
      <p>{t('affiliate.intro')}</p>
      {body()}
    </div>
  );
}

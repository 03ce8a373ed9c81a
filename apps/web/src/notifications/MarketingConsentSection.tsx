import { useId } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMarketingConsent, updateMarketingConsent } from '@broker/contract';
import type { ApiClient } from '@broker/client';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { ErrorState } from '../ui/ErrorState';

const MARKETING_KEY = ['marketing-consent'] as const;

const marketingQuery = (client: ApiClient) =>
  queryOptions({ queryKey: MARKETING_KEY, queryFn: () => client.call(getMarketingConsent, {}) });

type Channel = 'email' | 'sms';
const CHANNELS: readonly Channel[] = ['email', 'sms'];

/**
 * The customer's consent to marketing by email and SMS (first given at sign-up), on the
 * notifications page: withdrawn as easily as it was given, saved at each change.
 */
export function MarketingConsentSection({ announce }: { announce(text: string): void }) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const id = useId();
  const consent = useQuery(marketingQuery(client));
  const save = useMutation({
    mutationFn: (body: Record<Channel, boolean>) => client.call(updateMarketingConsent, { body }),
    onSuccess: (reply) => {
      queryClient.setQueryData(MARKETING_KEY, reply);
      announce(t('notifications.marketing.saved'));
    },
    onError: () => announce(t('notifications.preferences.error')),
  });
  return (
    <section className="card" aria-labelledby={`${id}-marketing`}>
      <h2 id={`${id}-marketing`}>{t('notifications.marketing')}</h2>
      <p className="muted" id={`${id}-marketing-intro`}>
        {t('notifications.marketing.intro')}
      </p>
      {consent.isError ? (
        <ErrorState message={t('notifications.error')} onRetry={() => void consent.refetch()} />
      ) : (
        <fieldset
          className="notifications-preferences"
          aria-describedby={`${id}-marketing-intro`}
          data-testid="marketing-consent"
        >
          <legend className="visually-hidden">{t('notifications.marketing')}</legend>
          {consent.data &&
            CHANNELS.map((channel) => (
              <label key={channel}>
                <input
                  type="checkbox"
                  checked={consent.data[channel]}
                  disabled={save.isPending}
                  data-testid={`marketing-consent-${channel}`}
                  onChange={(e) =>
                    save.mutate({
                      email: consent.data.email,
                      sms: consent.data.sms,
                      [channel]: e.target.checked,
                    })
                  }
                />
                {t(`notifications.marketing.${channel}`)}
              </label>
            ))}
        </fieldset>
      )}
    </section>
  );
}

import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { getIntradayLimit, type CallReply } from '@broker/contract';
import type { CountryCode } from '@broker/domain';

export type IntradayStatus = CallReply<typeof getIntradayLimit>;
export type IntradayAccount = IntradayStatus['accounts'][number];

export const intradayKey = (country: CountryCode) => ['intradayLimit', country] as const;

export const intradayLimitQuery = (client: ApiClient, country: CountryCode) =>
  queryOptions({
    queryKey: intradayKey(country),
    queryFn: () => client.call(getIntradayLimit, { params: { countryCode: country } }),
  });

export const INTRADAY_LIMIT_PATH = '/intraday-limit';

import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import {
  getMySessionSettings,
  listLunaEnrollments,
  listMyApiKeys,
  listMySessions,
  type CallReply,
} from '@broker/contract';

export type PasskeyEnrollment = CallReply<typeof listLunaEnrollments>[number];
export type ApiKeySummary = CallReply<typeof listMyApiKeys>[number];
export type MySession = CallReply<typeof listMySessions>[number];

export const SECURITY_KEY = ['security'] as const;

export const passkeysQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...SECURITY_KEY, 'passkeys'],
    queryFn: () => client.call(listLunaEnrollments, {}),
  });

export const apiKeysQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...SECURITY_KEY, 'apiKeys'],
    queryFn: () => client.call(listMyApiKeys, {}),
  });

export const sessionsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...SECURITY_KEY, 'sessions'],
    queryFn: () => client.call(listMySessions, {}),
  });

export const sessionSettingsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...SECURITY_KEY, 'sessionSettings'],
    queryFn: () => client.call(getMySessionSettings, {}),
  });

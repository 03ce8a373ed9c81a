import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import {
  deskCrmTask,
  deskCustomer,
  deskOnboardingCase,
  deskQueue,
  deskSession,
  type DeskQueueItem,
} from '@broker/contract';

/** Everything of the desk's reads sits under this key: a login or logout resets it all. */
export const DESK_KEY = ['desk'] as const;
export const DESK_SESSION_KEY = [...DESK_KEY, 'session'] as const;
export const DESK_QUEUE_KEY = [...DESK_KEY, 'queue'] as const;

/** Where the desk lives in the web app. */
export const DESK_PATH = '/desk';
export const deskTaskPath = (taskId: number) => `${DESK_PATH}/tasks/${taskId}`;
export const deskCasePath = (caseId: number) => `${DESK_PATH}/onboarding-cases/${caseId}`;
/** Where a queue item opens: its kind's page. */
export const deskItemPath = (item: Pick<DeskQueueItem, 'kind' | 'id'>) =>
  item.kind === 'ONBOARDING_CASE' ? deskCasePath(item.id) : deskTaskPath(item.id);

export const deskSessionQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: DESK_SESSION_KEY,
    queryFn: () => client.call(deskSession),
  });

export const deskQueueQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: DESK_QUEUE_KEY,
    queryFn: async () => (await client.call(deskQueue)).items,
  });

export const deskTaskQuery = (client: ApiClient, taskId: number) =>
  queryOptions({
    queryKey: [...DESK_KEY, 'task', taskId],
    queryFn: () => client.call(deskCrmTask, { params: { taskId } }),
    retry: false,
  });

export const deskCaseQuery = (client: ApiClient, caseId: number) =>
  queryOptions({
    queryKey: [...DESK_KEY, 'case', caseId],
    queryFn: () => client.call(deskOnboardingCase, { params: { caseId } }),
    retry: false,
  });

/** The desk's customer pages: the search form, and one customer's record under it. */
export const DESK_CUSTOMERS_PATH = `${DESK_PATH}/customers`;
export const deskCustomerPath = (customerNo: string) => `${DESK_CUSTOMERS_PATH}/${customerNo}`;
/** What the desk's customer calls take as a customer number (contract desk-estates.ts). */
export const isCustomerNo = (value: string) => /^\d{1,12}$/.test(value);

export const deskCustomerQuery = (client: ApiClient, customerNo: string) =>
  queryOptions({
    queryKey: [...DESK_KEY, 'customer', customerNo],
    queryFn: () => client.call(deskCustomer, { params: { customerNo } }),
    retry: false,
  });

/** A decided item leaves the queue at once (not only after its refetch), should the reviewer go back. */
export async function dropFromQueue(queryClient: QueryClient, kind: DeskQueueItem['kind'], id: number) {
  queryClient.setQueryData<DeskQueueItem[]>(DESK_QUEUE_KEY, (items) =>
    items?.filter((item) => !(item.kind === kind && item.id === id)),
  );
  await queryClient.invalidateQueries({ queryKey: DESK_QUEUE_KEY });
}

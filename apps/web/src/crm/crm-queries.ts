import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { listCrmTasks, type CrmTask } from '@broker/contract';

export type { CrmTask };

/** Tasks and their files; an upload, a removal or a submit makes it stale. */
export const CRM_TASKS_KEY = ['crmTasks'] as const;

/** Where the customer answers the tasks. */
export const CRM_TASKS_PATH = '/tasks';

export const crmTasksQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: CRM_TASKS_KEY,
    queryFn: async () => (await client.call(listCrmTasks, {})).tasks,
  });

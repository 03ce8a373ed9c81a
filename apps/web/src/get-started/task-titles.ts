import type { TaskType } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';

export const TASK_TITLE: Record<TaskType, MessageKey> = {
  ANSWER_ONBOARDING: 'getStarted.task.ANSWER_ONBOARDING',
  ADD_BANK_ACCOUNT: 'getStarted.task.ADD_BANK_ACCOUNT',
  FIRST_DEPOSIT: 'getStarted.task.FIRST_DEPOSIT',
  START_SAVINGS_PLAN: 'getStarted.task.START_SAVINGS_PLAN',
  FIRST_TRADE: 'getStarted.task.FIRST_TRADE',
  ENROL_PASSKEY: 'getStarted.task.ENROL_PASSKEY',
};

/**
 * CRM tasks (spec 001 §7.5 "Tasks"): something the broker needs from the customer that a person
 * will look at, such as documents proving where high-risk money comes from. Unlike required
 * actions, which follow from the customer's data and are never stored, a task is a case with a
 * life of its own: opened, answered with attachments, submitted, and closed by a reviewer.
 */

export const CRM_TASK_TYPES = [
  /** Enhanced due diligence after a HIGH know-your-customer risk: papers showing the money's origin. */
  'PROVIDE_SOURCE_OF_FUNDS',
  /** A copy of a passport or national ID card, when the eID alone does not settle who someone is. */
  'PROVIDE_ID_DOCUMENT',
] as const;
export type CrmTaskType = (typeof CRM_TASK_TYPES)[number];

/** OPEN: waiting for the customer; SUBMITTED: waiting for a reviewer; then DONE or REJECTED. */
export const CRM_TASK_STATUSES = ['OPEN', 'SUBMITTED', 'DONE', 'REJECTED'] as const;
export type CrmTaskStatus = (typeof CRM_TASK_STATUSES)[number];

/** What the customer can do with a task by its id (POST …/tasks/{taskId}/{action}). */
export const CRM_TASK_ACTIONS = ['SUBMIT'] as const;
export type CrmTaskAction = (typeof CRM_TASK_ACTIONS)[number];

/** A task's attachments can be added and removed only while it waits for the customer. */
export const taskAcceptsFiles = (status: CrmTaskStatus): boolean => status === 'OPEN';

/** Days the customer is given to answer a task before it shows as overdue. */
export const CRM_TASK_DAYS_TO_ANSWER = 30;

import {
  CrmAttachmentSchema,
  createAttachmentToken,
  initializeOnboardingFileUpload,
  type CrmAttachment,
} from '@broker/contract';
import { ApiError, apiErrorFromReply } from './errors';
import { NETWORK_ERROR } from './constants';
import { bindFetch, type FetchLike } from './fetch-like';
import type { ApiClient } from './http-client';

/** A file as the browser's file input gives it. */
export interface UploadableFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/**
 * Sends a file to a CRM task in the two steps of spec 001 §7.5 attachments: the token call
 * declares it (the server refuses a wrong type, size or name before a byte is sent), then one PUT
 * of the bytes to the one-time address. Refusals of either step are ApiErrors with the server's code.
 * `owner: 'onboarding'` declares it for a task of the prospect's onboarding case (the sign-up's
 * session: onboarding file upload initialize); the PUT is the same.
 */
export async function uploadAttachment(
  client: ApiClient,
  taskId: number,
  file: UploadableFile & Blob,
  options: { baseUrl?: string; fetch?: FetchLike; owner?: 'customer' | 'onboarding' } = {},
): Promise<CrmAttachment> {
  const contentType = file.type || 'application/octet-stream';
  const body = { taskId, fileName: file.name, contentType, size: file.size };
  const { uploadPath } =
    options.owner === 'onboarding'
      ? await client.call(initializeOnboardingFileUpload, { body })
      : await client.call(createAttachmentToken, { body });
  const fetchFn = bindFetch(options.fetch);
  let status: number;
  let text: string;
  try {
    const response = await fetchFn(`${options.baseUrl ?? ''}${uploadPath}`, {
      method: 'PUT',
      headers: { 'content-type': contentType },
      body: file,
    });
    status = response.status;
    text = await response.text();
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : 'Network error';
    throw new ApiError({ status: 0, code: NETWORK_ERROR, message }, { cause });
  }
  let data: unknown;
  try {
    data = text === '' ? undefined : JSON.parse(text);
  } catch {
    data = undefined;
  }
  if (status < 200 || status > 299) throw apiErrorFromReply(status, data);
  return CrmAttachmentSchema.parse(data);
}

export * from './constants';
export { systemClock, type Clock } from './clock';
export type { FetchLike } from './fetch-like';
export { ApiError, MissingAccountIdError, type ApiErrorInit } from './errors';
export { formatPlainDate, toQueryString } from './query';
export { TokenManager, type TokenManagerOptions } from './token-manager';
export { createApiClient, type ApiClient, type ApiClientOptions, type CallInput } from './http-client';
export {
  login,
  logout,
  openSession,
  verify,
  type LoginCredentials,
  type SessionPayload,
  type SessionState,
} from './session';
export { uploadAttachment, type UploadableFile } from './upload';
export * from './live';

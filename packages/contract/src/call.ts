import type { z } from 'zod';

/**
 * One entry of the call catalogue: everything the server needs to register a route and the
 * client needs to make the call, from one definition.
 *
 * auth:
 * - 'none'    public;
 * - 'session' the session cookie (the authentication and token endpoints of spec 001 §7.2);
 * - 'token'   main API host: `client-id: NEXT` plus the access token in `x-nnx-access-token`;
 * - 'public'  main API host, open to visitors: without a token the call answers anonymously (spec
 *             001 §4: a client whose token fetch got 401 sends no token header); a token that is
 *             sent must be valid (401 otherwise, so the client renews it) and makes the call personal;
 * - 'bearer'  second API host style: `Authorization: Bearer <jwt>` (spec 001 §7.1);
 * - 'prospect' the session cookie of a person an eID identified who is not a customer yet (sign-up,
 *             spec 001 §7.20): no access token, as a prospect owns no accounts.
 * - 'staff'   the desk's own session cookie (`nnx_desk_session`) of a member of staff (desk.ts);
 *             a customer's cookie or token is never taken for it.
 */
export type CallAuth = 'none' | 'session' | 'token' | 'public' | 'bearer' | 'prospect' | 'staff';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface CallDef<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  H extends z.ZodType | undefined = z.ZodType | undefined,
> {
  id: string;
  method: HttpMethod;
  /** OpenAPI-style path with `{name}` parameters. */
  path: string;
  auth: CallAuth;
  summary: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  /**
   * Request headers the call needs besides the auth headers, e.g. `Idempotency-Key`. Names are
   * lower case (Node delivers them so); the schema should let other headers through (looseObject).
   */
  headers?: H;
  reply: R;
  /** HTTP status of a successful reply. */
  status?: number;
  /** Client read policy: repeat calls within the window share one request (spec 000 §9). */
  throttleMs?: number;
  /** Client read policy: the reply is kept for the lifetime of the client (spec 000 §7 "Cached"). */
  cached?: boolean;
  /** Path parameter that holds an account id: the client makes no call when it is missing (spec 001 §5). */
  accountParam?: string;
}

export function defineCall<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  H extends z.ZodType | undefined = undefined,
>(def: CallDef<P, Q, B, R, H>): CallDef<P, Q, B, R, H> {
  return def;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type InferIn<T> = T extends z.ZodType ? z.input<T> : undefined;

export type CallParams<C> =
  C extends CallDef<infer P, z.ZodType | undefined, z.ZodType | undefined, z.ZodType> ? InferIn<P> : never;
export type CallQuery<C> =
  C extends CallDef<z.ZodType | undefined, infer Q, z.ZodType | undefined, z.ZodType> ? InferIn<Q> : never;
export type CallBody<C> =
  C extends CallDef<z.ZodType | undefined, z.ZodType | undefined, infer B, z.ZodType> ? InferIn<B> : never;
export type CallReply<C> =
  C extends CallDef<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer R>
    ? Infer<R>
    : never;

export type CallHeaders<C> =
  C extends CallDef<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, z.ZodType, infer H>
    ? InferIn<H>
    : never;

/** Parsed (server-side) shapes. */
export type CallParamsOut<C> =
  C extends CallDef<infer P, z.ZodType | undefined, z.ZodType | undefined, z.ZodType> ? Infer<P> : never;
export type CallQueryOut<C> =
  C extends CallDef<z.ZodType | undefined, infer Q, z.ZodType | undefined, z.ZodType> ? Infer<Q> : never;
export type CallBodyOut<C> =
  C extends CallDef<z.ZodType | undefined, z.ZodType | undefined, infer B, z.ZodType> ? Infer<B> : never;
export type CallHeadersOut<C> =
  C extends CallDef<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, z.ZodType, infer H>
    ? Infer<H>
    : never;

/** Fills `{name}` parameters of a path; values are URI-encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter ${name} for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** `{name}` -> `:name`, the router's syntax. */
export function toRouterPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Headers of the main API host (spec 001 §7.1): the client id and the access token. */
export const CLIENT_ID = 'NEXT';
export const CLIENT_ID_HEADER = 'client-id';
export const ACCESS_TOKEN_HEADER = 'x-nnx-access-token';

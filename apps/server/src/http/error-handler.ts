import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ApiFieldError } from '@broker/domain';
import { HttpError } from './api-error';
import { ReplyContractError } from './serializer';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

const CONTEXT_SOURCE = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' } as const;

function pathOf(issue: ValidationIssue): string[] {
  return (issue.instancePath ?? '').split('/').filter(Boolean);
}

/** A required field that is absent is MANDATORY_FIELD_MISSING; any other bad value is INPUT_ERROR. */
function fieldCode(request: FastifyRequest, context: string | undefined, issue: ValidationIssue): string {
  const source = CONTEXT_SOURCE[context as keyof typeof CONTEXT_SOURCE];
  let value: unknown = source ? request[source] : undefined;
  for (const key of pathOf(issue)) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value === undefined || value === '' ? 'MANDATORY_FIELD_MISSING' : 'INPUT_ERROR';
}

// PostgreSQL's "data exception" class for values it cannot take: out of range (22003), bad text
// representation (22P02), NUL byte or bad encoding (22021), too long (22001). They come from the
// request, not from a bug, so they are the caller's 400. Drizzle wraps the driver's error in `cause`.
const POSTGRES_INPUT_CODES = new Set(['22003', '22P02', '22021', '22001']);

function isPostgresInputError(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; depth++) {
    if (typeof e.code === 'string' && POSTGRES_INPUT_CODES.has(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Every rejected call answers `{ code, message, fields? }` with a 4xx status; a 5xx is a bug and is
 * logged with its stack, while the client sees only a generic message.
 */
export function installErrorHandlers(app: FastifyInstance, isSpaPage?: (path: string) => boolean): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ApiErrorBody) => reply.status(status).send(body);

    if (error instanceof HttpError) {
      return send(error.statusCode, {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as unknown as ValidationIssue[];
      const fields: ApiFieldError[] = issues.map((issue) => ({
        code: fieldCode(request, error.validationContext, issue),
        field: [error.validationContext, ...pathOf(issue)].filter(Boolean).join('.'),
      }));
      const first = fields[0];
      return send(400, {
        code: first?.code ?? 'INPUT_ERROR',
        message: first?.field ? `Invalid value for ${first.field}` : 'Invalid request',
        fields,
      });
    }
    if (error instanceof ReplyContractError) {
      request.log.error({ err: error, issues: error.issues }, 'reply does not match its schema');
      return send(500, { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' });
    }
    if (isPostgresInputError(error)) {
      return send(400, {
        code: 'INPUT_ERROR',
        message: 'A value in the request is out of range or not allowed',
      });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return send(400, { code: 'MALFORMED_JSON', message: 'The request body is not valid JSON' });
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return send(400, { code: 'MALFORMED_JSON', message: 'The request body is empty but declared as JSON' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return send(415, {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Send the request body as application/json',
      });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(413, { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(status, { code: 'INPUT_ERROR', message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' });
  });

  /**
   * A page address answers the page to anyone who would take HTML: browsers, `curl` (no Accept or
   * any type) and link checkers; only a client that asks for something else alone (an API client
   * with `Accept: application/json`) gets the JSON 404.
   */
  const takesHtml = (accept: string | undefined) =>
    accept === undefined || accept.trim() === '' || accept.includes('text/html') || accept.includes('*/*');

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // Client-side routes of the web app get its index page; the app shows its own not-found view.
    if (
      isSpaPage?.(path) &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      takesHtml(request.headers.accept)
    ) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({
      code: 'ROUTE_NOT_FOUND',
      message: `No route ${request.method} ${path}`,
    } satisfies ApiErrorBody);
  });
}

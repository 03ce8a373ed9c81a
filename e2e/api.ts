import type { Page } from 'playwright-core';

/** An API call from the page with the customer's session and a fresh access token. */
export async function api(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const tokenReply = await fetch('/nnxapi/authorization/v1/tokens', {
        method: 'POST',
        headers: { 'client-id': 'NEXT' },
        credentials: 'include',
      });
      const { jwt } = (await tokenReply.json()) as { jwt: string };
      const headers: Record<string, string> = { 'client-id': 'NEXT', 'x-nnx-access-token': jwt };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const reply = await fetch(path, {
        method,
        headers,
        credentials: 'include',
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: reply.status, text: await reply.text() };
    },
    { method, path, body },
  );
}

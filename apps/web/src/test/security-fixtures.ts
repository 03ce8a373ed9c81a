import type { FakeReply, FakeRoutes } from './fake-api';

/**
 * The fake replies the Security page needs, for its tests: a Swedish login as a person, or acting
 * for a company (JUR) or an estate (EST) with Johan Ekström acting, and nothing listed yet.
 */
export const SECURITY_PATH = '/settings/security';
export const START_PASSKEY = 'POST /nnxapi/authentication/v2/luna/start';
export const CREATE_API_KEY = 'POST /nnxapi/authentication/v2/my-api-keys';

/** What the server answers a passkey or API key asked for while acting for someone else. */
export const PERSONAL_ONLY: FakeReply = {
  status: 403,
  body: {
    code: 'PERSONAL_CREDENTIAL_ONLY',
    message: 'Passkeys and API keys are personal: switch back to yourself to add one',
  },
};

export function securityRoutes(login: 'NAT' | 'JUR' | 'EST'): FakeRoutes {
  const name = { NAT: 'Johan Ekström', JUR: 'Ekström Design AB', EST: 'Anna Andersson' }[login];
  return {
    'GET /nnxapi/authentication/v2/sessions/verify': {
      status: 200,
      body: {
        loggedIn: true,
        expiresAt: Date.now() + 3_600_000,
        meta: { lang: 'sv', locale: 'sv', countryCode: 'SE', tld: 'se' },
        customer: {
          customerId: 1,
          name,
          countryCode: 'SE',
          segment: 'RETAIL',
          tier: null,
          personType: login,
        },
      },
    },
    'POST /nnxapi/authorization/v1/tokens': { status: 200, body: { jwt: 'token' } },
    'GET /nnxapi/customer/v1/companies': {
      status: 200,
      body: {
        companies: [],
        actingPerson: login === 'NAT' ? null : { firstName: 'Johan', lastName: 'Ekström' },
      },
    },
    'GET /nnxapi/authentication/v2/luna/enrollments': { status: 200, body: [] },
    'GET /nnxapi/authentication/v2/my-api-keys': { status: 200, body: [] },
    'GET /nnxapi/authentication/v2/sessions': { status: 200, body: [] },
    'GET /nnxapi/authentication/v2/my-session-settings': {
      status: 200,
      body: { sessionMinutes: 60, defaultMinutes: 60, choices: [15, 30, 60, 120, 240, 480, 720] },
    },
  };
}

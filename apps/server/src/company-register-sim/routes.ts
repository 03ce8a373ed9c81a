import type { FastifyInstance } from 'fastify';
import { COUNTRIES, type CountryCode } from '@broker/domain';
import { TEST_COMPANIES } from './test-companies';

/**
 * The simulated company register (Bolagsverket, Brønnøysundregistrene, CVR, PRH in one), served
 * under /register-sim/ unless COMPANY_REGISTER_URL names a real one: one read, a company by
 * country and registration number (in the register's written form) with its signatories, as the
 * registers' open data APIs answer it. companies/company-register.ts is our only client.
 */
export function registerCompanyRegisterSimulator(app: FastifyInstance) {
  app.get<{ Params: { country: string; orgNumber: string } }>(
    '/register-sim/v1/companies/:country/:orgNumber',
    async (request, reply) => {
      const { country, orgNumber } = request.params;
      if (!(COUNTRIES as readonly string[]).includes(country)) {
        return reply.code(400).send({ error: 'UNKNOWN_COUNTRY' });
      }
      const found = TEST_COMPANIES.find(
        (c) => c.country === (country as CountryCode) && c.orgNumber === orgNumber,
      );
      if (!found) return reply.code(404).send({ error: 'NOT_FOUND' });
      const { country: _country, ...company } = found;
      return reply.header('cache-control', 'no-store').send(company);
    },
  );
}

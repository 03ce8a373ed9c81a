import type { CountryCode, RegisteredCompany } from '@broker/domain';
import type { Deps } from '../deps';

/**
 * Our side of the company register's API: a company by country and registration number, with its
 * signatories. The register is the simulated one this server serves (company-register-sim/) unless
 * COMPANY_REGISTER_URL names another; only this file talks to it.
 */

export class CompanyRegisterUnavailable extends Error {}

export async function lookUpRegisteredCompany(
  deps: Pick<Deps, 'config'>,
  self: string | undefined,
  country: CountryCode,
  orgNumber: string,
): Promise<RegisteredCompany | null> {
  const base = deps.config.companyRegisterUrl ?? (self && `${self}/register-sim`);
  if (!base) throw new CompanyRegisterUnavailable('no company register: this server does not listen yet');
  let res: Response;
  try {
    res = await fetch(`${base}/v1/companies/${country}/${encodeURIComponent(orgNumber)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (e) {
    throw new CompanyRegisterUnavailable(e instanceof Error ? e.message : String(e));
  }
  if (res.status === 404) return null;
  if (!res.ok) throw new CompanyRegisterUnavailable(`the register answered ${res.status}`);
  return (await res.json()) as RegisteredCompany;
}

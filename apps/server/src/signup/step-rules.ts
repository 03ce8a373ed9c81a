import {
  cddAnswerProblems,
  cddPages,
  isValidEmail,
  normalizeMobile,
  normalizePostalCode,
  openableAtSignup,
  tinProblem,
  ACCOUNT_ALIAS_MAX,
  type CountryCode,
  type SignupProblem,
} from '@broker/domain';
import type { SignupSaved, SignupStepSubmit } from '@broker/contract';
import type { ProspectSession } from '../auth/sessions';

/** What a step's rules decided: the input to keep (normalized), or the problems with it. */
export type StepCheck = { saved: SignupSaved } | { problems: SignupProblem[] };

/** The eID's first names, each one a given name the person may go by. */
export function givenNamesOf(firstName: string): string[] {
  return [...new Set(firstName.split(/\s+/).filter((n) => n.length > 0))];
}

const trimmed = (s: string) => s.trim().replace(/\s+/g, ' ');

/**
 * Checks a step's input against the domain's rules and what the application already holds, and
 * returns the application's saved input with this step's (normalized) in it. Pure: the caller
 * stores the result.
 */
export function checkStep(
  submit: SignupStepSubmit,
  saved: SignupSaved,
  prospect: Pick<ProspectSession, 'country' | 'nationalId' | 'firstName'>,
): StepCheck {
  const country: CountryCode = prospect.country;
  const problems: SignupProblem[] = [];
  const done = (next: SignupSaved): StepCheck => (problems.length ? { problems } : { saved: next });
  switch (submit.step) {
    case 'CONTACT_INFO': {
      const email = submit.data.email.trim().toLowerCase();
      const mobile = normalizeMobile(submit.data.mobile, country);
      if (!isValidEmail(email)) problems.push({ code: 'EMAIL_INVALID', field: 'email' });
      if (mobile === null) problems.push({ code: 'MOBILE_INVALID', field: 'mobile' });
      return done({ ...saved, CONTACT_INFO: { email, mobile: mobile ?? '' } });
    }
    case 'CONTACT_DETAILS':
      return done({ ...saved, CONTACT_DETAILS: submit.data });
    case 'NAME_DETAILS': {
      const givenName = submit.data.givenName.trim();
      if (!givenNamesOf(prospect.firstName).includes(givenName)) {
        problems.push({ code: 'GIVEN_NAME_NOT_IN_EID', field: 'givenName' });
      }
      return done({ ...saved, NAME_DETAILS: { givenName } });
    }
    case 'BIRTH_DETAILS': {
      const birthTown = trimmed(submit.data.birthTown);
      if (birthTown === '') problems.push({ code: 'TOWN_REQUIRED', field: 'birthTown' });
      return done({ ...saved, BIRTH_DETAILS: { birthCountry: submit.data.birthCountry, birthTown } });
    }
    case 'ADDRESS_DETAILS': {
      const street = trimmed(submit.data.street);
      const town = trimmed(submit.data.town);
      const postalCode = normalizePostalCode(country, submit.data.postalCode);
      if (street === '') problems.push({ code: 'STREET_REQUIRED', field: 'street' });
      if (postalCode === null) problems.push({ code: 'POSTAL_CODE_INVALID', field: 'postalCode' });
      if (town === '') problems.push({ code: 'TOWN_REQUIRED', field: 'town' });
      return done({ ...saved, ADDRESS_DETAILS: { street, postalCode: postalCode ?? '', town } });
    }
    case 'RESIDENCY':
      // The site's country: a person living elsewhere opens with that country's site, not here.
      if (submit.data.residenceCountry !== country) {
        problems.push({ code: 'NOT_RESIDENT_IN_SITE_COUNTRY', field: 'residenceCountry' });
      }
      return done({ ...saved, RESIDENCY: submit.data });
    case 'CITIZENSHIP': {
      const list = submit.data.citizenships;
      if (list.length === 0) problems.push({ code: 'CITIZENSHIP_REQUIRED', field: 'citizenships' });
      if (new Set(list).size !== list.length)
        problems.push({ code: 'CITIZENSHIP_DUPLICATE', field: 'citizenships' });
      return done({ ...saved, CITIZENSHIP: { citizenships: list } });
    }
    case 'US_TAX':
      // A US citizen is a US person under FATCA whatever they answer.
      if (!submit.data.usPerson && saved.CITIZENSHIP?.citizenships.includes('US')) {
        problems.push({ code: 'US_CITIZEN_IS_US_PERSON', field: 'usPerson' });
      }
      return done({ ...saved, US_TAX: submit.data });
    case 'TAX_INFO': {
      const residences = submit.data.taxResidences.map((r) => ({ country: r.country, tin: r.tin.trim() }));
      if (!residences.some((r) => r.country === country)) {
        problems.push({ code: 'HOME_TAX_RESIDENCE_REQUIRED', field: 'taxResidences' });
      }
      const seen = new Set<string>();
      residences.forEach((r, i) => {
        if (seen.has(r.country))
          problems.push({ code: 'TAX_RESIDENCE_DUPLICATE', field: `taxResidences.${i}.country` });
        seen.add(r.country);
        if (r.country === 'US')
          problems.push({ code: 'US_TAX_RESIDENT_IS_US_PERSON', field: `taxResidences.${i}.country` });
        const problem = tinProblem(r.country, r.tin, { country, nationalId: prospect.nationalId });
        if (problem) problems.push({ code: problem, field: `taxResidences.${i}.tin` });
      });
      return done({ ...saved, TAX_INFO: { taxResidences: residences } });
    }
    case 'KYC': {
      const page = cddPages(country).find((p) => p.id === submit.data.pageId);
      if (!page) {
        problems.push({ code: 'UNKNOWN_CDD_PAGE', field: 'pageId' });
        return done(saved);
      }
      for (const p of cddAnswerProblems(page.questions, submit.data.answers)) {
        problems.push({ code: p.code, field: `answers.${p.questionId}` });
      }
      const byQuestion = new Map((saved.KYC?.answers ?? []).map((a) => [a.questionId, a.optionIds]));
      for (const a of submit.data.answers) byQuestion.set(a.questionId, [...new Set(a.optionIds)]);
      const answers = [...byQuestion].map(([questionId, optionIds]) => ({ questionId, optionIds }));
      return done({ ...saved, KYC: { answers } });
    }
    case 'ACCOUNT_PICKER': {
      const types = submit.data.accountTypes;
      if (types.length === 0) problems.push({ code: 'ACCOUNT_TYPE_REQUIRED', field: 'accountTypes' });
      if (new Set(types).size !== types.length)
        problems.push({ code: 'ACCOUNT_TYPE_DUPLICATE', field: 'accountTypes' });
      if (types.some((t) => !openableAtSignup(t))) {
        problems.push({ code: 'ACCOUNT_TYPE_NOT_FOR_PERSON', field: 'accountTypes' });
      }
      // Aliases of types no longer chosen go.
      const aliases = saved.ACCOUNT_ALIAS?.aliases.filter((a) => types.includes(a.accountType));
      return done({
        ...saved,
        ACCOUNT_PICKER: { accountTypes: types },
        ...(aliases ? { ACCOUNT_ALIAS: { aliases } } : {}),
      });
    }
    case 'ACCOUNT_ALIAS': {
      const chosen = saved.ACCOUNT_PICKER?.accountTypes ?? [];
      const aliases = submit.data.aliases.map((a) => ({
        accountType: a.accountType,
        alias: trimmed(a.alias),
      }));
      aliases.forEach((a, i) => {
        if (!chosen.includes(a.accountType))
          problems.push({ code: 'ACCOUNT_TYPE_NOT_CHOSEN', field: `aliases.${i}.accountType` });
        if (a.alias.length < 1 || a.alias.length > ACCOUNT_ALIAS_MAX)
          problems.push({ code: 'ALIAS_LENGTH', field: `aliases.${i}.alias` });
      });
      if (new Set(aliases.map((a) => a.accountType)).size !== aliases.length) {
        problems.push({ code: 'ACCOUNT_TYPE_DUPLICATE', field: 'aliases' });
      }
      return done({ ...saved, ACCOUNT_ALIAS: { aliases } });
    }
    case 'MARKETING_CONSENT':
      return done({ ...saved, MARKETING_CONSENT: submit.data });
    case 'MILESTONE_ONE':
    case 'MILESTONE_TWO':
    case 'MILESTONE_THREE':
    case 'MILESTONE_FOUR':
      return done(saved);
  }
}

/** The CDD pages whose every question has an answer. */
export function answeredCddPages(country: CountryCode, saved: SignupSaved): string[] {
  const answered = new Set(
    (saved.KYC?.answers ?? []).filter((a) => a.optionIds.length > 0).map((a) => a.questionId),
  );
  return cddPages(country)
    .filter((p) => p.questions.every((q) => answered.has(q.id)))
    .map((p) => p.id);
}

import { parseNationalId, type CountryCode } from '@broker/domain';
import { testPersonsOf } from './test-persons';

/** The person a simulated eID vouches for: one of its test persons, or one typed in. */
export interface ChosenPerson {
  nationalId: string;
  givenName: string;
  surname: string;
  birthDate: string;
}

export type PersonProblem = 'NATIONAL_ID_FORMAT' | 'NATIONAL_ID_DATE' | 'NATIONAL_ID_CHECK_DIGIT' | 'NAME';

const NAME = /^[\p{L}][\p{L}\p{M}' .-]{0,79}$/u;

/** Reads the person form: `person` is a test person's national id, or `other` with the typed fields. */
export function readPerson(
  country: CountryCode,
  form: Record<string, string>,
): { ok: true; person: ChosenPerson } | { ok: false; problem: PersonProblem } {
  const listed = testPersonsOf(country).find((p) => p.nationalId === form.person);
  const typed = !listed;
  const idText = listed ? listed.nationalId : (form.nationalId ?? '');
  const parsed = parseNationalId(country, idText);
  if (!parsed.ok) return { ok: false, problem: parsed.problem };
  const givenName = (listed?.givenName ?? form.givenName ?? '').trim();
  const surname = (listed?.surname ?? form.surname ?? '').trim();
  if (typed && (!NAME.test(givenName) || !NAME.test(surname))) return { ok: false, problem: 'NAME' };
  return {
    ok: true,
    person: { nationalId: parsed.nationalId, givenName, surname, birthDate: parsed.birthDate },
  };
}

import {
  ACCOUNT_TYPE_PERSON,
  SIGNUP_ACCOUNT_TYPES,
  cddPages,
  openableAtSignup,
  productAccountFor,
  type Lang,
  type SignupFormStep,
} from '@broker/domain';
import type { CallReply, getSignupStepData } from '@broker/contract';
import type { Deps } from '../deps';
import type { ProspectSession } from '../auth/sessions';
import { applicationOf, savedOf } from './application';
import { givenNamesOf } from './step-rules';
import { COUNTRY_FACTS } from '@broker/domain';

/**
 * "Related data per step" (spec 001 §7.20): the choices a step offers. Texts (the CDD pages) are in
 * the language the person chose at CONTACT_DETAILS, else the country's.
 */
export async function stepData(
  deps: Deps,
  prospect: ProspectSession,
  step: SignupFormStep,
): Promise<CallReply<typeof getSignupStepData>> {
  const saved = savedOf(await applicationOf(deps.db, prospect.prospectId));
  const lang: Lang = saved.CONTACT_DETAILS?.preferredLang ?? COUNTRY_FACTS[prospect.country].lang;
  return {
    step,
    givenNames: givenNamesOf(prospect.firstName),
    siteCountry: prospect.country,
    accountTypes:
      step === 'ACCOUNT_PICKER' || step === 'ACCOUNT_ALIAS'
        ? SIGNUP_ACCOUNT_TYPES.map((accountType) => {
            const product = productAccountFor(prospect.country, accountType);
            return {
              accountType,
              personType: ACCOUNT_TYPE_PERSON[accountType],
              openable: openableAtSignup(accountType),
              productType: product.type,
              defaultAlias: product.alias,
              currency: product.currency,
            };
          })
        : [],
    cddPages:
      step === 'KYC'
        ? cddPages(prospect.country).map((page) => ({
            id: page.id,
            title: page.title[lang],
            questions: page.questions.map((q) => ({
              id: q.id,
              type: q.type,
              text: q.text[lang],
              options: q.options.map((o) => ({ id: o.id, text: o.text[lang] })),
            })),
          }))
        : [],
  };
}

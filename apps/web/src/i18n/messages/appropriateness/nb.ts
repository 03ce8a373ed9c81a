import type { AppropriatenessCatalogue } from './en';

export const appropriatenessNb: AppropriatenessCatalogue = {
  'appropriateness.title': 'Kunnskapstest',
  'appropriateness.error': 'Kunnskapstesten kunne ikke lastes.',
  'appropriateness.noTest': 'Det finnes ingen kunnskapstest for denne produktkategorien.',
  'appropriateness.home': 'Gå til startsiden',
  'appropriateness.backToApproved': 'Tilbake til godkjente instrumenter',
  'appropriateness.intro':
    'Svar på {count} spørsmål om denne produktkategorien. Du trenger {required} riktige svar for å bestå.',
  'appropriateness.start': 'Begynn',
  'appropriateness.startFailed': 'Testen kunne ikke startes. Prøv igjen.',
  'appropriateness.submit': 'Send',
  'appropriateness.submitFailed': 'Svarene dine kunne ikke sendes. Prøv igjen.',
  'appropriateness.wrongAnswer': 'Feil svar',
  'appropriateness.passed.title': 'Du besto kunnskapstesten',
  'appropriateness.passed.text':
    'Du svarte riktig på {correct} av {total} spørsmål. Nå kan du kjøpe produkter i denne kategorien.',
  'appropriateness.backToBuy': 'Tilbake til fondet',
  'appropriateness.failed.title': 'Du besto ikke kunnskapstesten',
  'appropriateness.failed.text':
    'Du svarte riktig på {correct} av {total} spørsmål; {required} kreves. Spørsmålene med feil svar er markert.',
  'appropriateness.tryAgain': 'Prøv igjen',
};

import type { AppropriatenessCatalogue } from './en';

export const appropriatenessDa: AppropriatenessCatalogue = {
  'appropriateness.title': 'Videnstest',
  'appropriateness.error': 'Videnstesten kunne ikke indlæses.',
  'appropriateness.noTest': 'Der findes ingen videnstest for denne produktkategori.',
  'appropriateness.home': 'Gå til forsiden',
  'appropriateness.backToApproved': 'Tilbage til godkendte instrumenter',
  'appropriateness.intro':
    'Besvar {count} spørgsmål om denne produktkategori. Du skal have {required} rigtige svar for at bestå.',
  'appropriateness.start': 'Begynd',
  'appropriateness.startFailed': 'Testen kunne ikke startes. Prøv igen.',
  'appropriateness.submit': 'Send',
  'appropriateness.submitFailed': 'Dine svar kunne ikke sendes. Prøv igen.',
  'appropriateness.wrongAnswer': 'Forkert svar',
  'appropriateness.passed.title': 'Du har bestået videnstesten',
  'appropriateness.passed.text':
    'Du svarede rigtigt på {correct} af {total} spørgsmål. Nu kan du købe produkter i denne kategori.',
  'appropriateness.backToBuy': 'Tilbage til fonden',
  'appropriateness.failed.title': 'Du har ikke bestået videnstesten',
  'appropriateness.failed.text':
    'Du svarede rigtigt på {correct} af {total} spørgsmål; {required} kræves. Spørgsmålene med forkerte svar er markeret.',
  'appropriateness.tryAgain': 'Prøv igen',
};

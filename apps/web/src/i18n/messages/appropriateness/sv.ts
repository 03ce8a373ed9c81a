import type { AppropriatenessCatalogue } from './en';

export const appropriatenessSv: AppropriatenessCatalogue = {
  'appropriateness.title': 'Kunskapstest',
  'appropriateness.error': 'Kunskapstestet kunde inte laddas.',
  'appropriateness.noTest': 'Det finns inget kunskapstest för den här produktkategorin.',
  'appropriateness.home': 'Gå till startsidan',
  'appropriateness.backToApproved': 'Tillbaka till godkända instrument',
  'appropriateness.intro':
    'Svara på {count} frågor om den här produktkategorin. Du behöver {required} rätta svar för att bli godkänd.',
  'appropriateness.start': 'Starta',
  'appropriateness.startFailed': 'Testet kunde inte startas. Försök igen.',
  'appropriateness.submit': 'Skicka',
  'appropriateness.submitFailed': 'Dina svar kunde inte skickas. Försök igen.',
  'appropriateness.wrongAnswer': 'Fel svar',
  'appropriateness.passed.title': 'Du klarade kunskapstestet',
  'appropriateness.passed.text':
    'Du svarade rätt på {correct} av {total} frågor. Nu kan du köpa produkter i den här kategorin.',
  'appropriateness.backToBuy': 'Tillbaka till fonden',
  'appropriateness.failed.title': 'Du klarade inte kunskapstestet',
  'appropriateness.failed.text':
    'Du svarade rätt på {correct} av {total} frågor; {required} krävs. Frågorna med fel svar är markerade.',
  'appropriateness.tryAgain': 'Försök igen',
};

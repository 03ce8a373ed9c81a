import type { AppropriatenessCatalogue } from './en';

export const appropriatenessFi: AppropriatenessCatalogue = {
  'appropriateness.title': 'Tietotesti',
  'appropriateness.error': 'Tietotestiä ei voitu ladata.',
  'appropriateness.noTest': 'Tälle tuoteluokalle ei ole tietotestiä.',
  'appropriateness.home': 'Siirry etusivulle',
  'appropriateness.backToApproved': 'Takaisin hyväksyttyihin instrumentteihin',
  'appropriateness.intro':
    'Vastaa {count} kysymykseen tästä tuoteluokasta. Läpäisyyn tarvitaan {required} oikeaa vastausta.',
  'appropriateness.start': 'Aloita',
  'appropriateness.startFailed': 'Testiä ei voitu aloittaa. Yritä uudelleen.',
  'appropriateness.submit': 'Lähetä',
  'appropriateness.submitFailed': 'Vastauksiasi ei voitu lähettää. Yritä uudelleen.',
  'appropriateness.wrongAnswer': 'Väärä vastaus',
  'appropriateness.passed.title': 'Läpäisit tietotestin',
  'appropriateness.passed.text':
    'Vastasit oikein {correct}/{total} kysymykseen. Voit nyt ostaa tämän luokan tuotteita.',
  'appropriateness.backToBuy': 'Takaisin rahastoon',
  'appropriateness.failed.title': 'Et läpäissyt tietotestiä',
  'appropriateness.failed.text':
    'Vastasit oikein {correct}/{total} kysymykseen; vaaditaan {required}. Väärin vastatut kysymykset on merkitty.',
  'appropriateness.tryAgain': 'Yritä uudelleen',
};

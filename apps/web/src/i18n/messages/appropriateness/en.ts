/** English texts of the knowledge (appropriateness) test page; the reference for its other languages. */
export const appropriatenessEn = {
  'appropriateness.title': 'Knowledge test',
  'appropriateness.error': 'The knowledge test could not be loaded.',
  'appropriateness.noTest': 'There is no knowledge test for this product category.',
  'appropriateness.home': 'Go to the start page',
  'appropriateness.backToApproved': 'Back to approved instruments',
  'appropriateness.intro':
    'Answer {count} questions about this product category. You need {required} right answers to pass.',
  'appropriateness.start': 'Start',
  'appropriateness.startFailed': 'The test could not be started. Please try again.',
  'appropriateness.submit': 'Submit',
  'appropriateness.submitFailed': 'Your answers could not be sent. Please try again.',
  'appropriateness.wrongAnswer': 'Wrong answer',
  'appropriateness.passed.title': 'You passed the knowledge test',
  'appropriateness.passed.text':
    'You answered {correct} of {total} questions right. You can now buy products of this category.',
  'appropriateness.backToBuy': 'Back to the fund',
  'appropriateness.failed.title': 'You did not pass the knowledge test',
  'appropriateness.failed.text':
    'You answered {correct} of {total} questions right; {required} are needed. The questions answered wrong are marked.',
  'appropriateness.tryAgain': 'Try again',
} as const;

export type AppropriatenessCatalogue = Record<keyof typeof appropriatenessEn, string>;

/** English texts of the settings pages (approved instruments); the reference for their other languages. */
export const settingsEn = {
  'settings.approved.title': 'Approved instruments',
  'settings.approved.intro':
    'Complex products may only be bought after a short knowledge test that shows you understand their risks (MiFID II appropriateness). Here you see the product categories that need the test and whether you are approved for them.',
  'settings.approved.validity': 'An approval is valid for {years} years. You can renew it at any time.',
  'settings.approved.category': 'Product category',
  'settings.approved.status': 'Approval',
  'settings.approved.test': 'Knowledge test',
  'settings.approved.questions': '{count} questions, {required} right answers needed',
  'settings.approved.approvedUntil': 'Approved until {date}',
  'settings.approved.expiresSoon': 'Expires soon',
  'settings.approved.expiresOn':
    'Your approval expires on {date}. Renew the test to keep buying these products.',
  'settings.approved.notApproved': 'Not approved',
  'settings.approved.expiredOn': 'Your approval expired on {date}.',
  'settings.approved.neverApproved': 'Take the test to buy these products.',
  'settings.approved.takeTest': 'Take the test',
  'settings.approved.renewTest': 'Renew the test',
  'settings.approved.takeTestFor': 'Take the knowledge test for {category}',
  'settings.approved.renewTestFor': 'Renew the knowledge test for {category}',
  'settings.approved.empty': 'No product category needs a knowledge test at the moment.',
  'settings.approved.error': 'Your approvals could not be loaded.',
  'settings.approved.link': 'See your approved instruments',
  'settings.fees.title': 'Courtage class',
  'settings.fees.intro':
    'Courtage is the fee for each share order, once per order and day however many trades it takes. Choose the class that suits how much you trade.',
  'settings.fees.class': 'Your class',
  'settings.fees.class.MINI': 'Mini',
  'settings.fees.class.SMALL': 'Small',
  'settings.fees.class.MEDIUM': 'Medium',
  'settings.fees.class.FIXED': 'Fixed price',
  'settings.fees.percent': '{percent} % of the order value, at least {minimum}',
  'settings.fees.fixed': '{fee} per order, whatever its value',
  'settings.fees.current': 'your class now',
  'settings.fees.when':
    'A change applies to the orders you place after it; orders already placed keep their class.',
  'settings.fees.save': 'Change class',
  'settings.fees.saved': 'You are on {name} now.',
  'settings.fees.saveFailed': 'The class could not be changed. Please try again.',
  'settings.fees.error': 'The courtage classes could not be loaded.',
} as const;

export type SettingsCatalogue = Record<keyof typeof settingsEn, string>;

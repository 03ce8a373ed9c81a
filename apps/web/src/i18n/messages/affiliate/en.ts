/** English texts of the invitation page (spec 001 §7.5 "Affiliate"); the reference for the others. */
export const affiliateEn = {
  'affiliate.title': 'Invite a friend',
  'affiliate.menu': 'Invite a friend',
  'affiliate.intro':
    'Send your own sign-up link to a friend. When they become a customer through it, we count them here.',
  'affiliate.error': 'Your invitation link could not be fetched.',
  'affiliate.link': 'Your sign-up link',
  'affiliate.code': 'Your code',
  'affiliate.copy': 'Copy the link',
  'affiliate.copied': 'The link is copied.',
  'affiliate.copyFailed': 'The link could not be copied. Select it and copy it yourself.',
  'affiliate.countNone': 'No one has become a customer through your link yet.',
  'affiliate.count':
    '{count, plural, one {# person has become a customer through your link.} other {# people have become customers through your link.}}',
} as const;

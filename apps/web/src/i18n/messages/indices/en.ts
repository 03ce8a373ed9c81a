/** English texts of indices: an index's Members tab and the indices strip; the reference. */
export const indicesEn = {
  'indices.tab.members': 'Members',
  'indices.members.title': 'Index members',
  'indices.members.summary': '{name} has {count, plural, one {# member} other {# members}}.',
  'indices.members.caption': 'Members of {name} with weight, last price, change today and contribution',
  'indices.members.error': 'The members of the index could not be loaded.',
  'indices.members.empty': 'This index has no members to show.',
  'indices.members.note':
    'Contribution is how many index points a share has moved the index today: its weight times its change since yesterday’s close. Prices are live; the rows keep the order of the sort you chose while prices move.',
  'indices.col.name': 'Name',
  'indices.col.weight': 'Weight',
  'indices.col.last': 'Last',
  'indices.col.change': 'Change today',
  'indices.col.contribution': 'Contribution',
  'indices.col.level': 'Level',
  'indices.points': '{points} pts',
  'indices.strip.title': 'Nordic indices',
};

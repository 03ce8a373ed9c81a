import type { ReactNode } from 'react';
import type { useT } from '../i18n/use-t';
import { IndexMembersTab } from './IndexMembersTab';
import type { InstrumentTab } from './InstrumentTabs';

/**
 * An index's page as tabs: its overview (quote and chart, as before) and its members. Undefined for
 * any other instrument, whose tabs are decided elsewhere on the page.
 */
export function indexTabs(
  instrument: { instrument_id: number; instrument_group_type: string },
  overview: ReactNode,
  t: ReturnType<typeof useT>,
): InstrumentTab[] | undefined {
  if (instrument.instrument_group_type !== 'IDX') return undefined;
  const id = instrument.instrument_id;
  return [
    { id: 'overview', label: t('instrumentData.tab.overview'), render: () => overview },
    { id: 'members', label: t('indices.tab.members'), render: () => <IndexMembersTab instrumentId={id} /> },
  ];
}

import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from './catalogues';

export type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageKey, values?: MessageValues) => string;

/**
 * Plain-string translation with ids checked against the English catalogue, so a typo in a key is
 * a compile error rather than a raw key on screen.
 */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => String(intl.formatMessage({ id }, values)), [intl]);
}

import type { Lang } from '@broker/domain';
import { en, type Catalogue } from './messages/en';
import { sv } from './messages/sv';
import { nb } from './messages/nb';
import { da } from './messages/da';
import { fi } from './messages/fi';

export type { Catalogue, MessageKey } from './messages/en';

export const CATALOGUES: Record<Lang, Catalogue> = { en, sv, nb, da, fi };

/**
 * Each language is named in itself, so a reader who does not understand the current language can
 * still find their own; these names are therefore deliberately not translated.
 */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  sv: 'Svenska',
  nb: 'Norsk bokmål',
  da: 'Dansk',
  fi: 'Suomi',
  en: 'English',
};

/** Switcher order: the home markets' languages first, English last. */
export const LANGUAGE_ORDER: readonly Lang[] = ['sv', 'nb', 'da', 'fi', 'en'];

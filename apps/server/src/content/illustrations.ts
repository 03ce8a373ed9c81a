import type { PerLang } from './blocks';

/**
 * The academy's illustrations: small SVGs drawn here (no external hosts, nothing copied), served
 * from the content_assets table with their MIME type. Decorative shapes only; the alternative text
 * per language is the asset's and the image block's.
 */

export interface AssetSeed {
  id: string;
  title: string;
  alt: PerLang<string>;
  svg: string;
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160" width="320" height="160" role="img">` +
  `<rect width="320" height="160" rx="16" fill="#eef4f8"/>${body}</svg>`;

export const ASSETS: AssetSeed[] = [
  {
    id: 'fund-basket',
    title: 'Fund basket',
    alt: {
      sv: 'En korg med många små aktier och obligationer',
      nb: 'En kurv med mange små aksjer og obligasjoner',
      da: 'En kurv med mange små aktier og obligationer',
      fi: 'Kori, jossa on monia pieniä osakkeita ja joukkovelkakirjoja',
      en: 'A basket holding many small shares and bonds',
    },
    svg: svg(
      '<path d="M70 70h180l-22 70H92z" fill="#1f5f8b"/>' +
        '<circle cx="105" cy="58" r="16" fill="#f2a541"/><circle cx="140" cy="50" r="18" fill="#3aa17e"/>' +
        '<circle cx="178" cy="56" r="15" fill="#d9534f"/><circle cx="212" cy="52" r="17" fill="#6c5ce7"/>' +
        '<path d="M80 95h160M86 118h148" stroke="#ffffff" stroke-width="4" opacity="0.5"/>',
    ),
  },
  {
    id: 'share-slice',
    title: 'A slice of a company',
    alt: {
      sv: 'Ett bolag som en tårta där en bit är markerad',
      nb: 'Et selskap som en kake der ett stykke er markert',
      da: 'Et selskab som en kage, hvor ét stykke er fremhævet',
      fi: 'Yhtiö kakkuna, josta yksi pala on korostettu',
      en: 'A company drawn as a cake with one slice highlighted',
    },
    svg: svg(
      '<circle cx="160" cy="82" r="56" fill="#1f5f8b"/>' +
        '<path d="M160 82L160 26A56 56 0 0 1 208 54z" fill="#f2a541" transform="translate(12 -8)"/>' +
        '<circle cx="160" cy="82" r="6" fill="#ffffff"/>',
    ),
  },
  {
    id: 'savings-accounts',
    title: 'Four savings accounts',
    alt: {
      sv: 'Fyra sparkonton, ett för varje nordiskt land',
      nb: 'Fire sparekontoer, én for hvert nordisk land',
      da: 'Fire opsparingskonti, én for hvert nordisk land',
      fi: 'Neljä säästötiliä, yksi kullekin Pohjoismaalle',
      en: 'Four savings accounts, one for each Nordic country',
    },
    svg: svg(
      '<rect x="28" y="44" width="56" height="80" rx="8" fill="#1f5f8b"/><rect x="36" y="56" width="40" height="10" fill="#f2c744"/>' +
        '<rect x="100" y="44" width="56" height="80" rx="8" fill="#b5333a"/><rect x="108" y="56" width="40" height="10" fill="#ffffff"/>' +
        '<rect x="172" y="44" width="56" height="80" rx="8" fill="#c8102e"/><rect x="180" y="56" width="40" height="10" fill="#ffffff"/>' +
        '<rect x="244" y="44" width="56" height="80" rx="8" fill="#ffffff" stroke="#1f5f8b" stroke-width="3"/><rect x="252" y="56" width="40" height="10" fill="#1f5f8b"/>',
    ),
  },
];

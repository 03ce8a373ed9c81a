/** English texts of the card part of the price chart (spec 002); the reference for its other languages. */
export const chartCardEn = {} as const;

export type ChartCardCatalogue = Record<keyof typeof chartCardEn, string>;

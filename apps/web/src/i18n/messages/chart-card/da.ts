import type { ChartCardCatalogue } from './en';

export const chartCardDa: ChartCardCatalogue = {};

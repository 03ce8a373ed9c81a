import type { ChartCardCatalogue } from './en';

export const chartCardFi: ChartCardCatalogue = {};

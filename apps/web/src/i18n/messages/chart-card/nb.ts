import type { ChartCardCatalogue } from './en';

export const chartCardNb: ChartCardCatalogue = {};

import type { ChartCardCatalogue } from './en';

export const chartCardSv: ChartCardCatalogue = {};

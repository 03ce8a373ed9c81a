import type { ChartCanvasCatalogue } from './en';

export const chartCanvasSv: ChartCanvasCatalogue = {};

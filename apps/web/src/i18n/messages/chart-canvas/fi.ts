import type { ChartCanvasCatalogue } from './en';

export const chartCanvasFi: ChartCanvasCatalogue = {};

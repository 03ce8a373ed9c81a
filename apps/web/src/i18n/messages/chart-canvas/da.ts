import type { ChartCanvasCatalogue } from './en';

export const chartCanvasDa: ChartCanvasCatalogue = {};

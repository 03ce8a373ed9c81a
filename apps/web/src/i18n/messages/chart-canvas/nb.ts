import type { ChartCanvasCatalogue } from './en';

export const chartCanvasNb: ChartCanvasCatalogue = {};

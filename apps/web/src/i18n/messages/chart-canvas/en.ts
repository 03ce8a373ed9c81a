/** English texts of the canvas part of the price chart (spec 002); the reference for its other languages. */
export const chartCanvasEn = {} as const;

export type ChartCanvasCatalogue = Record<keyof typeof chartCanvasEn, string>;

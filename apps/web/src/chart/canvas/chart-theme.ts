/**
 * Colours the canvas draws with. The canvas cannot use CSS variables, so the app's design tokens
 * (styles.css) are read from the container once at mount, with these as fallbacks.
 */
export interface ChartTheme {
  background: string;
  text: string;
  textMuted: string;
  grid: string;
  border: string;
  accent: string;
  gain: string;
  loss: string;
  neutral: string;
  mixed: string;
  /** The fill under an area line, from this to transparent. */
  areaTop: string;
  areaBottom: string;
  volumeUp: string;
  volumeDown: string;
}

export const DEFAULT_THEME: ChartTheme = {
  background: '#ffffff',
  text: '#16202c',
  textMuted: '#5b6676',
  grid: '#eef1f5',
  border: '#e2e6ec',
  accent: '#0f4c75',
  gain: '#0a7a3d',
  loss: '#c0262d',
  neutral: '#8a94a3',
  mixed: '#c9a227',
  areaTop: 'rgba(15, 76, 117, 0.28)',
  areaBottom: 'rgba(15, 76, 117, 0.02)',
  volumeUp: 'rgba(10, 122, 61, 0.35)',
  volumeDown: 'rgba(192, 38, 45, 0.35)',
};

const TOKENS: Partial<Record<keyof ChartTheme, string>> = {
  background: '--surface',
  text: '--text',
  textMuted: '--text-muted',
  border: '--border',
  accent: '--accent',
  gain: '--gain',
  loss: '--loss',
};

export function readTheme(element: Element): ChartTheme {
  const style = getComputedStyle(element);
  const theme = { ...DEFAULT_THEME };
  for (const [key, token] of Object.entries(TOKENS) as [keyof ChartTheme, string][]) {
    const value = style.getPropertyValue(token).trim();
    if (value) theme[key] = value;
  }
  return theme;
}

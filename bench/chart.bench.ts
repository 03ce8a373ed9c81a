/**
 * The price chart's canvas (apps/web/src/chart/canvas/PriceChart.tsx) against a bare
 * lightweight-charts page drawing the same series, in the same Chromium run: 10,000 daily bars,
 * 8 comparators and 8 indicators. Both pages are built with Vite (bench/chart/). Prints, as the
 * median of alternating rounds:
 * - first paint: from creating the chart to two frames after its canvas exists (goal: ours at most
 *   1.3 × the bare page);
 * - pan frame: main-thread time of one step of a mouse drag across the chart (the event, the
 *   library's repaint, and for ours the React work it causes), from Chrome's TaskDuration metric
 *   (goal: at most 16 ms);
 * - hover frame: the same for a plain mouse move (crosshair; ours also renders the tooltip).
 * Usage: npm run bench:chart   (BENCH_ROUNDS, BENCH_STEPS, BENCH_BARS, CHROMIUM_PATH)
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { build } from 'vite';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const steps = Number(process.env.BENCH_STEPS ?? 40);
const bars = Number(process.env.BENCH_BARS ?? 10_000);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAINT_GOAL = 1.3;
const FRAME_GOAL_MS = 16;

const root = fileURLToPath(new URL('./chart/', import.meta.url));
const outDir = join(root, 'dist');

async function buildPages(): Promise<void> {
  await build({
    root,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: { input: { ours: join(root, 'ours.html'), bare: join(root, 'bare.html') } },
    },
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

function serve(): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    readFile(join(outDir, path))
      .then((body) => {
        res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
        res.end(body);
      })
      .catch(() => {
        res.writeHead(404);
        res.end();
      });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    }),
  );
}

async function taskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Main-thread time of each step: a mouse move, then until the frame after it has been painted. */
async function frames(page: Page, cdp: CDPSession, drag: boolean): Promise<number[]> {
  const y = 200;
  let x = 900;
  await page.mouse.move(x, y);
  if (drag) await page.mouse.down();
  const times: number[] = [];
  for (let i = 0; i < steps; i++) {
    const before = await taskMs(cdp);
    x -= drag ? 12 : 15;
    await page.mouse.move(x, y);
    // Strings, as this file is type-checked without the DOM library.
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))');
    times.push((await taskMs(cdp)) - before);
  }
  if (drag) await page.mouse.up();
  return times;
}

interface Sample {
  firstPaint: number;
  pan: number;
  hover: number;
}

async function measure(browser: Browser, url: string): Promise<Sample> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url);
  await page.waitForFunction("window.__bench !== undefined || document.title.startsWith('error')", null, {
    timeout: 60_000,
  });
  const title = await page.title();
  if (title.startsWith('error') || errors.length > 0)
    throw new Error(`${url}: ${title} ${errors.join('; ')}`);
  const { firstPaint } = (await page.evaluate('window.__bench')) as { firstPaint: number };
  const hover = median(await frames(page, cdp, false));
  const pan = median(await frames(page, cdp, true));
  await page.close();
  return { firstPaint, pan, hover };
}

await buildPages();
const { server, origin } = await serve();
const browser = await chromium.launch({
  executablePath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const ours: Sample[] = [];
const bare: Sample[] = [];
try {
  // A first load of each page warms the disk cache and Chromium; it is not counted.
  await measure(browser, `${origin}/bare.html?bars=${bars}`);
  await measure(browser, `${origin}/ours.html?bars=${bars}`);
  for (let r = 0; r < rounds; r++) {
    // Alternate which page goes first so neither always gets the warmer machine.
    const order = r % 2 === 0 ? (['bare', 'ours'] as const) : (['ours', 'bare'] as const);
    for (const name of order) {
      const sample = await measure(browser, `${origin}/${name}.html?bars=${bars}`);
      (name === 'ours' ? ours : bare).push(sample);
    }
  }
} finally {
  await browser.close();
  server.close();
}

const m = (samples: Sample[], key: keyof Sample) => median(samples.map((s) => s[key]));
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(
  `chart bench: ${bars} bars, 8 comparators, 8 indicators; ${rounds} rounds, ${steps} steps; load ${loadavg()[0]!.toFixed(2)}`,
);
console.log(`                 ours        bare        ratio`);
for (const key of ['firstPaint', 'pan', 'hover'] as const) {
  const a = m(ours, key);
  const b = m(bare, key);
  console.log(
    `${key.padEnd(12)} ${fmt(a).padStart(10)}  ${fmt(b).padStart(10)}  ${(a / b).toFixed(2).padStart(8)}`,
  );
}
const paintRatio = m(ours, 'firstPaint') / m(bare, 'firstPaint');
console.log(
  `first paint ratio ${paintRatio.toFixed(2)} (goal <= ${PAINT_GOAL}): ${paintRatio <= PAINT_GOAL ? 'met' : 'NOT met'}; ` +
    `pan frame ${fmt(m(ours, 'pan'))} (goal <= ${FRAME_GOAL_MS} ms): ${m(ours, 'pan') <= FRAME_GOAL_MS ? 'met' : 'NOT met'}`,
);

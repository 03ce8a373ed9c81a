import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, vp] of [['desk', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const p = await b.newPage({ viewport: vp });
  await p.goto('http://127.0.0.1:4890/screener');
  await p.getByTestId('screener-table').waitFor({ timeout: 30000 });
  await p.getByTestId('filter-DIVIDEND_YIELD-min').fill('4');
  await p.getByTestId('filter-PE-max').fill('15');
  await p.waitForTimeout(1500);
  await p.screenshot({ path: `/tmp/screener-${name}.png`, fullPage: true });
}
await b.close();

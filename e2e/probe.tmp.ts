import { launchBrowser } from './browser';
const b = await launchBrowser();
for (const [u, c] of [
  ['demo-no', 'NO'],
  ['demo-dk', 'DK'],
] as const) {
  const ctx = await b.newContext({
    baseURL: 'http://localhost:4400',
    viewport: { width: 1280, height: 900 },
  });
  const page = await ctx.newPage();
  await page.goto('/login');
  await page.getByTestId('login-username').fill(u);
  await page.getByTestId('login-password').fill('demo1234');
  await page.getByTestId('login-country').selectOption(c);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/overview');
  await page.goto('/tax');
  const id = u === 'demo-no' ? 'tax-no' : 'tax-dk';
  await page.getByTestId(id).waitFor();
  await page.getByTestId(id).scrollIntoViewIfNeeded();
  await page.getByTestId(id).screenshot({ path: `/tmp/page-${u}.png` });
  await ctx.close();
}
await b.close();

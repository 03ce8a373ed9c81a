import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { CATALOGUES } from '../../apps/web/src/i18n/catalogues';
import { PriceChart } from '../../apps/web/src/chart/canvas/PriceChart';
import { afterFirstPaint, makeSeries, SETTINGS } from './data';

const series = makeSeries();
const container = document.getElementById('chart')!;
const root = createRoot(container);

const start = performance.now();
flushSync(() =>
  root.render(
    <IntlProvider locale="en" messages={CATALOGUES.en}>
      <PriceChart
        series={series}
        settings={SETTINGS}
        instrument={{ name: 'Bench AB', symbol: 'BNCH', currency: 'SEK', isFund: false }}
        resolution="DAY"
        transactions={[]}
        timeZone="Europe/Stockholm"
        locale="en-GB"
        onRenderError={(error) => {
          document.title = `error: ${error.message}`;
        }}
        height={600}
      />
    </IntlProvider>,
  ),
);
await afterFirstPaint(container);
window.__bench = { firstPaint: performance.now() - start };

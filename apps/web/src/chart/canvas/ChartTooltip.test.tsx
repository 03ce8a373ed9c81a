import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ChartTooltip } from './ChartTooltip';

const content = { title: 'Nov 20, 2026', rows: [{ key: 'main', label: 'Volvo B', value: '110.00' }] };

describe('chart tooltip', () => {
  afterEach(cleanup);

  it('follows the crosshair, to its right in the left half and to its left in the right half, inside the chart', () => {
    render(<ChartTooltip content={content} x={100} width={800} />);
    expect(screen.getByTestId('chart-tooltip').style.transform).toBe(
      'translateX(min(116px, calc(800px - 100% - 8px)))',
    );
    cleanup();
    render(<ChartTooltip content={content} x={600} width={800} />);
    expect(screen.getByTestId('chart-tooltip').style.transform).toBe(
      'translateX(max(0px, calc(600px - 100% - 16px)))',
    );
  });

  it('stays at a pinned position, kept inside the chart, wherever the crosshair is', () => {
    render(<ChartTooltip content={content} x={700} width={800} height={400} pinned={{ x: 20, y: 30 }} />);
    const box = screen.getByTestId('chart-tooltip');
    expect(box.className).toContain('price-chart__tooltip--pinned');
    expect(box.style.transform).toContain('20px');
    expect(box.style.transform).toContain('30px');
    expect(box.style.transform).toContain('calc(800px - 100% - 8px)');
    expect(box.style.transform).toContain('calc(400px - 100% - 8px)');
    expect(box.style.transform).not.toContain('700px');
  });
});

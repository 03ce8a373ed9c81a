import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SparkGraph } from './SparkGraph';

describe('SparkGraph', () => {
  it('renders nothing with fewer than 2 finite values', () => {
    const { container } = render(<SparkGraph values={[1, Number.NaN]} />);
    expect(container.innerHTML).toBe('');
  });

  it('draws a hidden line coloured by direction', () => {
    const { container } = render(<SparkGraph values={[3, 2, 1]} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('title')).toBeNull();
    expect(svg?.getAttribute('data-direction')).toBe('down');
    expect(svg?.querySelectorAll('path')).toHaveLength(1);
  });

  it('adds a filled area in the area variant', () => {
    const { container } = render(<SparkGraph values={[1, 2]} variant="area" />);
    expect(container.querySelectorAll('path')).toHaveLength(2);
    expect(container.querySelector('linearGradient')).not.toBeNull();
  });
});

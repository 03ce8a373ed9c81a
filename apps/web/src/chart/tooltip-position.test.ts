import { describe, expect, it } from 'vitest';
import { samePosition, tooltipPositionFromQuery } from './tooltip-position';

describe('tooltip position from the location query', () => {
  it('pins the tooltip when both coordinates are numbers', () => {
    expect(tooltipPositionFromQuery('?updateTooltipPositionX=120&updateTooltipPositionY=40')).toEqual({
      x: 120,
      y: 40,
    });
    expect(tooltipPositionFromQuery('?updateTooltipPositionX=10.6&updateTooltipPositionY=0')).toEqual({
      x: 11,
      y: 0,
    });
  });

  it('leaves the setting alone without either parameter', () => {
    expect(tooltipPositionFromQuery('')).toBeUndefined();
    expect(tooltipPositionFromQuery('?period=YEAR_1')).toBeUndefined();
  });

  it('unpins on a missing, empty, negative or non-numeric coordinate', () => {
    expect(tooltipPositionFromQuery('?updateTooltipPositionX=120')).toBeNull();
    expect(tooltipPositionFromQuery('?updateTooltipPositionX=&updateTooltipPositionY=')).toBeNull();
    expect(tooltipPositionFromQuery('?updateTooltipPositionX=-5&updateTooltipPositionY=3')).toBeNull();
    expect(tooltipPositionFromQuery('?updateTooltipPositionX=abc&updateTooltipPositionY=3')).toBeNull();
  });

  it('compares positions by value', () => {
    expect(samePosition({ x: 1, y: 2 }, { x: 1, y: 2 })).toBe(true);
    expect(samePosition({ x: 1, y: 2 }, null)).toBe(false);
    expect(samePosition(null, null)).toBe(true);
  });
});

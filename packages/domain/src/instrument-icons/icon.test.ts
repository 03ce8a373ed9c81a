import { describe, expect, it } from 'vitest';
import { iconColour, iconEtag, iconInitials, instrumentIconSvg } from './icon';

describe('instrument icons', () => {
  it('takes the first letters of the first two words, leaving out legal forms', () => {
    expect(iconInitials('Hallands Livs')).toBe('HL');
    expect(iconInitials('Volvo AB')).toBe('VO');
    expect(iconInitials('Norsk Hydro ASA')).toBe('NH');
    expect(iconInitials('OMX Stockholm 30')).toBe('OS');
    expect(iconInitials('ørsted')).toBe('ØR');
    expect(iconInitials('  ')).toBe('?');
    expect(iconInitials('Å')).toBe('Å');
  });

  it('colours by what the instrument is', () => {
    expect(iconColour({ groupType: 'EQ', sector: 'Financials' })).toBe('#1d4f91');
    expect(iconColour({ groupType: 'EQ', sector: 'Utilities' })).not.toBe(
      iconColour({ groupType: 'EQ', sector: 'Financials' }),
    );
    expect(iconColour({ groupType: 'EQ', sector: null })).toBe('#3d4451');
    expect(iconColour({ groupType: 'EQ', sector: 'Unheard Of' })).toBe('#3d4451');
    expect(iconColour({ groupType: 'FND', sector: 'Financials' })).toBe('#00566b');
    expect(iconColour({ groupType: 'IDX', sector: null })).toBe('#22304a');
  });

  it('draws the same SVG for the same instrument, from letters and digits only', () => {
    const a = instrumentIconSvg({ name: 'Hallands Livs', groupType: 'EQ', sector: 'Consumer Staples' });
    expect(a).toBe(instrumentIconSvg({ name: 'Hallands Livs', groupType: 'EQ', sector: 'Consumer Staples' }));
    expect(a).toContain('>HL</text>');
    expect(a).toContain('fill="#6b5a1e"');
    expect(a).toContain('<rect');
    expect(instrumentIconSvg({ name: 'OMX Stockholm 30', groupType: 'IDX', sector: null })).toContain(
      '<circle',
    );
    const odd = instrumentIconSvg({ name: '<A & B>', groupType: 'EQ', sector: null });
    expect(odd).toContain('>AB</text>');
  });

  it('gives a quoted validator that changes with the body', () => {
    const svg = instrumentIconSvg({ name: 'Hallands Livs', groupType: 'EQ', sector: null });
    expect(iconEtag(svg)).toMatch(/^"[0-9a-f]{8}"$/);
    expect(iconEtag(svg)).toBe(iconEtag(svg));
    expect(iconEtag(svg)).not.toBe(iconEtag(svg.replace('HL', 'HK')));
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { simulatorSettings } from './settings';

describe('simulator settings', () => {
  it('defaults to the market clock at speed 1, seeded like the demo data', () => {
    expect(simulatorSettings({})).toEqual({
      enabled: true,
      clock: 'market',
      speed: 1,
      seed: 'nordic-broker',
    });
    expect(simulatorSettings({ SEED: 'demo-2' }).seed).toBe('demo-2');
    expect(loadConfig({}).simulator).toEqual(simulatorSettings({}));
  });

  it('reads SIMULATOR, SIMULATOR_CLOCK, SIMULATOR_SPEED and SIMULATOR_SEED', () => {
    expect(
      simulatorSettings({
        SIMULATOR: 'off',
        SIMULATOR_CLOCK: 'always-open',
        SIMULATOR_SPEED: '2.5',
        SIMULATOR_SEED: 's',
      }),
    ).toEqual({ enabled: false, clock: 'always-open', speed: 2.5, seed: 's' });
  });

  it('refuses values it cannot use', () => {
    expect(() => simulatorSettings({ SIMULATOR: 'maybe' })).toThrow(/SIMULATOR must be on or off/);
    expect(() => simulatorSettings({ SIMULATOR_CLOCK: 'fast' })).toThrow(/SIMULATOR_CLOCK/);
    for (const speed of ['0', '-1', 'x', '1e9']) {
      expect(() => simulatorSettings({ SIMULATOR_SPEED: speed }), speed).toThrow(/SIMULATOR_SPEED/);
    }
  });
});

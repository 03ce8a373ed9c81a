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
      haltsPerDay: 0.5,
    });
    expect(simulatorSettings({ SEED: 'demo-2' }).seed).toBe('demo-2');
    expect(loadConfig({}).simulator).toEqual(simulatorSettings({}));
  });

  it('reads SIMULATOR, SIMULATOR_CLOCK, SIMULATOR_SPEED, SIMULATOR_SEED and SIMULATOR_HALTS_PER_DAY', () => {
    expect(
      simulatorSettings({
        SIMULATOR: 'off',
        SIMULATOR_CLOCK: 'always-open',
        SIMULATOR_SPEED: '2.5',
        SIMULATOR_SEED: 's',
        SIMULATOR_HALTS_PER_DAY: '0',
      }),
    ).toEqual({ enabled: false, clock: 'always-open', speed: 2.5, seed: 's', haltsPerDay: 0 });
  });

  it('refuses values it cannot use', () => {
    expect(() => simulatorSettings({ SIMULATOR: 'maybe' })).toThrow(/SIMULATOR must be on or off/);
    expect(() => simulatorSettings({ SIMULATOR_CLOCK: 'fast' })).toThrow(/SIMULATOR_CLOCK/);
    for (const speed of ['0', '-1', 'x', '1e9']) {
      expect(() => simulatorSettings({ SIMULATOR_SPEED: speed }), speed).toThrow(/SIMULATOR_SPEED/);
    }
    for (const halts of ['-1', 'x', '101']) {
      expect(() => simulatorSettings({ SIMULATOR_HALTS_PER_DAY: halts }), halts).toThrow(
        /SIMULATOR_HALTS_PER_DAY/,
      );
    }
  });
});

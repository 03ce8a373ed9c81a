import { CLOCK_MODES, type ClockMode } from './clock';

/** The simulator's environment settings (README, "Market simulator"). */
export interface SimulatorSettings {
  /** SIMULATOR=off: no ticks, no bars, no news; snapshots still answer from the database. */
  enabled: boolean;
  clock: ClockMode;
  /** Multiplier of the tick, news and halt rates. */
  speed: number;
  seed: string;
}

const MAX_SPEED = 1000;

export function simulatorSettings(env: NodeJS.ProcessEnv): SimulatorSettings {
  const enabled = env.SIMULATOR || 'on';
  if (enabled !== 'on' && enabled !== 'off') throw new Error(`SIMULATOR must be on or off, got "${enabled}"`);
  const clock = env.SIMULATOR_CLOCK || 'market';
  if (!(CLOCK_MODES as readonly string[]).includes(clock)) {
    throw new Error(`SIMULATOR_CLOCK must be ${CLOCK_MODES.join(' or ')}, got "${clock}"`);
  }
  const speed = env.SIMULATOR_SPEED ? Number(env.SIMULATOR_SPEED) : 1;
  if (!Number.isFinite(speed) || speed <= 0 || speed > MAX_SPEED) {
    throw new Error(
      `SIMULATOR_SPEED must be a number above 0 and at most ${MAX_SPEED}, got "${env.SIMULATOR_SPEED}"`,
    );
  }
  return {
    enabled: enabled === 'on',
    clock: clock as ClockMode,
    speed,
    seed: env.SIMULATOR_SEED || env.SEED || 'nordic-broker',
  };
}

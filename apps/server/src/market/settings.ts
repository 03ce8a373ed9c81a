import { CLOCK_MODES, type ClockMode } from './clock';

/** The simulator's environment settings (README, "Market simulator"). */
export interface SimulatorSettings {
  /** SIMULATOR=off: no ticks, no bars, no news; snapshots still answer from the database. */
  enabled: boolean;
  clock: ClockMode;
  /** Multiplier of the tick, news and halt rates. */
  speed: number;
  seed: string;
  /** Expected trading halts per share per trading day at speed 1; 0 turns them off. */
  haltsPerDay: number;
}

const MAX_SPEED = 1000;
const DEFAULT_HALTS_PER_DAY = 0.5;
const MAX_HALTS_PER_DAY = 100;

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
  const halts = env.SIMULATOR_HALTS_PER_DAY ? Number(env.SIMULATOR_HALTS_PER_DAY) : DEFAULT_HALTS_PER_DAY;
  if (!Number.isFinite(halts) || halts < 0 || halts > MAX_HALTS_PER_DAY) {
    throw new Error(
      `SIMULATOR_HALTS_PER_DAY must be a number from 0 to ${MAX_HALTS_PER_DAY}, got "${env.SIMULATOR_HALTS_PER_DAY}"`,
    );
  }
  return {
    enabled: enabled === 'on',
    clock: clock as ClockMode,
    speed,
    seed: env.SIMULATOR_SEED || env.SEED || 'nordic-broker',
    haltsPerDay: halts,
  };
}

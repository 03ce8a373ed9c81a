import { useCallback, useState } from 'react';
import type { ChartSettings } from '@broker/domain';
import {
  clearChartSettings,
  defaultChartSettings,
  loadChartSettings,
  saveChartSettings,
  type ChartId,
} from './chart-settings-storage';

export type SettingsUpdate = Partial<ChartSettings> | ((current: ChartSettings) => Partial<ChartSettings>);

export interface ChartSettingsState {
  settings: ChartSettings;
  /** Applies a change and saves it (fullscreen is never written). */
  update(change: SettingsUpdate): void;
  /** Back to the defaults, and nothing left in storage (spec 002 §4 "Resetting settings"). */
  reset(): void;
}

/** The chart's settings, read once when the chart starts and written on every change. */
export function useChartSettings(chartId: ChartId): ChartSettingsState {
  const [settings, setSettings] = useState(() => loadChartSettings(chartId));

  const update = useCallback(
    (change: SettingsUpdate) => {
      setSettings((current) => {
        const next = { ...current, ...(typeof change === 'function' ? change(current) : change) };
        // A fullscreen switch alone changes nothing worth writing.
        const onlyFullscreen = Object.keys(next).every(
          (key) =>
            key === 'fullscreen' || next[key as keyof ChartSettings] === current[key as keyof ChartSettings],
        );
        if (!onlyFullscreen) saveChartSettings(chartId, next);
        return next;
      });
    },
    [chartId],
  );

  const reset = useCallback(() => {
    clearChartSettings(chartId);
    setSettings(defaultChartSettings(chartId));
  }, [chartId]);

  return { settings, update, reset };
}

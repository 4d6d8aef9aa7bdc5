import { useCallback, useState } from 'react';
import { readJson, storageKeys } from '../../../lib/storage-keys.ts';
import { clampZoom } from '../components/preview-pane.tsx';

export const builderSteps = ['start', 'build', 'tailor', 'export'] as const;
export type BuilderStep = (typeof builderSteps)[number];
export type BuilderUi = { step: BuilderStep; split: number; zoom: number };

export const SPLIT_MIN = 30;
export const SPLIT_MAX = 65;
export const SPLIT_DEFAULT = 35;
/** The divider clamped to 30-65 %, snapped to 50 within 2.5 points (docs/product/2-modules.md section 9). */
export const clampSplit = (v: number) => {
  const clamped = Math.min(SPLIT_MAX, Math.max(SPLIT_MIN, v));
  return Math.abs(clamped - 50) <= 2.5 ? 50 : Math.round(clamped * 10) / 10;
};

const fallback: BuilderUi = { step: 'start', split: SPLIT_DEFAULT, zoom: 75 };

/** The builder's UI state kept in local storage per user (the document itself is on the server). */
export function useBuilderUi(userId: string) {
  const key = `${storageKeys.builderUi}.${userId}`;
  const [ui, setUi] = useState<BuilderUi>(() => {
    const stored = readJson<Partial<BuilderUi>>(localStorage, key, {});
    return {
      step: builderSteps.includes(stored.step as BuilderStep) ? (stored.step as BuilderStep) : fallback.step,
      split: typeof stored.split === 'number' ? clampSplit(stored.split) : fallback.split,
      zoom: typeof stored.zoom === 'number' ? clampZoom(stored.zoom) : fallback.zoom,
    };
  });
  const set = useCallback(
    (change: Partial<BuilderUi>) => {
      setUi((prev) => {
        const next = { ...prev, ...change };
        try {
          localStorage.setItem(key, JSON.stringify(next));
        } catch {
          // Storage full or blocked: the UI state is a convenience, the document is on the server.
        }
        return next;
      });
    },
    [key],
  );
  return [ui, set] as const;
}

import type { MeasurementKind } from './objective-data'

/**
 * The progress level suggested for one objective in one plan period, from the values the
 * period's sessions recorded for it. Computed on every read, never stored: the level chosen
 * (the achievement's `progress_level_id`) is the provider's, and this only suggests one.
 *
 * The rule:
 * 1. No points in the period, or no target on the objective → no suggestion (null).
 * 2. Only the last SUGGESTION_WINDOW (5) points count, by date (the order they are given in).
 * 3. A point meets the target when its value is at or above it. Higher is better for every
 *    kind: for `level` (Nivel de ayuda, Escala de ejecución) the scale reads 1 = the most help
 *    or the lowest performance, 5 = on her own or fully performed, so a target of 4 is met by
 *    4 and 5 (objective-data.ts documents the scale).
 * 4. The share of those points that meet the target gives the level:
 *    - 0 → `not_started` (No iniciado);
 *    - below 0.4 → `minimal` (Progreso mínimo);
 *    - 0.4 up to below 0.6 → `moderate` (Progreso moderado);
 *    - 0.6 and above → `significant` (Progreso significativo);
 *    - 0.8 and above with the last point meeting the target → `achieved` (Logrado): a skill
 *      just lost again is not called achieved.
 *    With five points: 0/5 not started, 1/5 minimal, 2/5 moderate, 3/5 significant, 4/5
 *    achieved if the last one meets it (else significant), 5/5 achieved.
 * The levels are the five progress levels in their order (sort_index): the server maps
 * `PROGRESS_STEPS[i]` to the i-th level.
 */

export const SUGGESTION_WINDOW = 5

export const PROGRESS_STEPS = ['not_started', 'minimal', 'moderate', 'significant', 'achieved'] as const
export type ProgressStep = (typeof PROGRESS_STEPS)[number]

export interface ProgressPoint {
  value: number
}

/** Whether a value meets the target (at or above it: higher is better for every kind). */
export function meetsTarget(_kind: MeasurementKind, value: number, target: number): boolean {
  return value >= target
}

/** The suggested step for the period's points (in date order), or null when none can be given. */
export function suggestProgress(points: readonly ProgressPoint[], target: number | null, kind: MeasurementKind): ProgressStep | null {
  if (points.length === 0 || target === null) return null
  const window = points.slice(-SUGGESTION_WINDOW)
  const met = window.filter((point) => meetsTarget(kind, point.value, target)).length
  const share = met / window.length
  const lastMet = meetsTarget(kind, window[window.length - 1]!.value, target)
  if (met === 0) return 'not_started'
  if (share >= 0.8 && lastMet) return 'achieved'
  if (share >= 0.6) return 'significant'
  if (share >= 0.4) return 'moderate'
  return 'minimal'
}

/** The index of a step among the progress levels in their order (0 = No iniciado). */
export const progressStepIndex = (step: ProgressStep): number => PROGRESS_STEPS.indexOf(step)

import * as v from 'valibot'
import { Id } from '../schemas/common'
import { singleLine } from '../schemas/text'

/**
 * Data per objective in a session: what a visit recorded for one objective of the student's
 * intervention plan. One schema for the device, the REST endpoints and the batched push.
 *
 * The measurement type's `kind` shapes the value (and the objective's `target`):
 * - `percentage`: an integer 0–100 (Porcentaje de ejecución);
 * - `count`: an integer 0–999, how many times (Frecuencia);
 * - `minutes`: an integer 0–600 (Duración);
 * - `level`: an integer 1–5 (Nivel de ayuda, Escala de ejecución). Read as a level of
 *   independence: 1 is the most help (total assistance) or the lowest performance, 5 works
 *   alone or performs fully; higher is better for every kind (progress-suggestion.ts relies on it).
 */
export const MEASUREMENT_KINDS = ['percentage', 'count', 'minutes', 'level'] as const
export type MeasurementKind = (typeof MEASUREMENT_KINDS)[number]

/** The values a kind takes, inclusive. */
export const KIND_RANGES: Readonly<Record<MeasurementKind, { min: number; max: number }>> = {
  percentage: { min: 0, max: 100 },
  count: { min: 0, max: 999 },
  minutes: { min: 0, max: 600 },
  level: { min: 1, max: 5 },
}

export const MAX_OBJECTIVE_NOTE_LENGTH = 280
/** At most this many objectives recorded in one visit. */
export const MAX_OBJECTIVE_DATA = 20

export type ObjectiveValueError = 'objective_value_out_of_range'

/** Null when `value` is one `kind` takes; otherwise the error code (the server's 422 and the form's). */
export function checkObjectiveValue(kind: MeasurementKind, value: number): ObjectiveValueError | null {
  const range = KIND_RANGES[kind]
  return Number.isInteger(value) && value >= range.min && value <= range.max ? null : 'objective_value_out_of_range'
}

/** The largest value any kind takes: the schema's bound before the kind is known. */
const ANY_KIND_MAX = Math.max(...Object.values(KIND_RANGES).map((range) => range.max))

/** A value (or a target) of some kind: an integer within the widest kind; the objective's own kind is checked by checkObjectiveValue. */
export const ObjectiveValue = v.pipe(
  v.number('required'),
  v.integer('objective_value_out_of_range'),
  v.minValue(0, 'objective_value_out_of_range'),
  v.maxValue(ANY_KIND_MAX, 'objective_value_out_of_range'),
)

export const ObjectiveDatum = v.object({
  objective_id: Id,
  value: ObjectiveValue,
  note: v.optional(v.nullable(v.pipe(v.string(), singleLine(), v.maxLength(MAX_OBJECTIVE_NOTE_LENGTH, 'too_long')))),
})
export type ObjectiveDatum = v.InferOutput<typeof ObjectiveDatum>

/** Each objective at most once. */
export const hasUniqueObjectives = (data: readonly { objective_id: number }[]): boolean => new Set(data.map((datum) => datum.objective_id)).size === data.length

/** A visit's data: at most MAX_OBJECTIVE_DATA, no objective twice (`duplicate_objective`). */
export const ObjectiveDataList = v.pipe(
  v.array(ObjectiveDatum),
  v.maxLength(MAX_OBJECTIVE_DATA, 'too_many_objectives'),
  v.check((data: ObjectiveDatum[]) => hasUniqueObjectives(data), 'duplicate_objective'),
)

/** One recorded value as the answers carry it (the note null when none was written). */
export interface ObjectiveDatumAnswer {
  objective_id: number
  value: number
  note: string | null
}

import * as v from 'valibot'
import { multiLine, singleLine } from '../schemas/text'

/**
 * POST /ai/generate (spec §1 "AI text generation"): a draft of an achievements summary or of a
 * goal's wording, made from the plan's own content. The context holds plan content only — the
 * service, goals, objectives, measurement types, progress levels and the provider's comments —
 * and every object is strict: a body with a student's name, an id, an SIE number or a date of
 * birth in any key is refused (422), so none of them can reach the model through this call.
 */

export const AI_PURPOSES = ['achievements_summary', 'goal_wording'] as const
export type AiPurpose = (typeof AI_PURPOSES)[number]

export const AI_TEXT_MAX = 2000
export const AI_MAX_GOALS = 20
export const AI_MAX_OBJECTIVES = 20

const Name = v.pipe(v.string('required'), singleLine(), v.trim(), v.nonEmpty('required'), v.maxLength(200, 'too_long'))
const Text = v.pipe(v.string('required'), multiLine(), v.trim(), v.nonEmpty('required'), v.maxLength(AI_TEXT_MAX, 'too_long'))
const OptionalName = v.optional(v.nullable(v.pipe(v.string(), singleLine(), v.trim(), v.maxLength(200, 'too_long'))), null)
const OptionalText = v.optional(v.nullable(v.pipe(v.string(), multiLine(), v.trim(), v.maxLength(AI_TEXT_MAX, 'too_long'))), null)

export const AiObjective = v.strictObject(
  {
    text: Text,
    /** The measurement type's name (e.g. "Porcentaje de precisión"). */
    measurement_type: OptionalName,
    /** The progress level's name recorded for the period, if any (e.g. "Progreso adecuado"). */
    progress_level: OptionalName,
    /** The provider's comments on the objective's achievement. */
    comments: OptionalText,
  },
  'unknown_field',
)

export const AiGoal = v.strictObject(
  {
    text: Text,
    objectives: v.optional(v.pipe(v.array(AiObjective, 'invalid_value'), v.maxLength(AI_MAX_OBJECTIVES, 'too_many')), []),
  },
  'unknown_field',
)

export const AiContext = v.strictObject(
  {
    service_name: Name,
    goals: v.pipe(v.array(AiGoal, 'invalid_value'), v.minLength(1, 'required'), v.maxLength(AI_MAX_GOALS, 'too_many')),
  },
  'unknown_field',
)
export type AiContext = v.InferOutput<typeof AiContext>

/**
 * `goal_wording` words the context's one goal (its objectives may come along as background);
 * `achievements_summary` summarises every goal's objectives and their progress.
 */
export const AiGenerateInput = v.pipe(
  v.strictObject({ purpose: v.picklist(AI_PURPOSES, 'invalid_purpose'), context: AiContext }, 'unknown_field'),
  v.forward(
    v.check((input) => input.purpose !== 'goal_wording' || input.context.goals.length === 1, 'one_goal_only'),
    ['context', 'goals'],
  ),
)
export type AiGenerateInput = v.InferOutput<typeof AiGenerateInput>

export interface AiGenerateAnswer {
  /** A suggestion the person edits; the server keeps nothing. */
  text: string
}

export interface AiStatus {
  /** Whether the app should offer the button: the module, the server's configuration and the caller's permission. */
  available: boolean
}

import * as v from 'valibot'
import { ObjectiveValue } from './objective-data'
import { listParams } from '../lists/list-params'
import { PLAN_DISCUSSION_SORTS, PLAN_SORTS } from '../lists/list-constants'
import { Id, IdText, Uuid } from '../schemas/common'
import { multiLine, RequiredText, VersionHash } from '../schemas/text'
import { DISCUSSION_ACTIONS, DISCUSSION_STATES } from './discussion'
import { PLAN_TABS } from './status'

/**
 * Inputs of spec §7 "Intervention plans" and the public plan calls, one schema per input, for
 * the plan editor, the guest page and the server alike.
 */

export const PLAN_TEXT_MAX = 4000
export const TEMPLATE_NAME_MAX = 200

/** Multi-line text a person writes (an assessment, a goal, an objective, a summary). */
const LongText = v.pipe(v.string('required'), multiLine(), v.trim(), v.nonEmpty('required'), v.maxLength(PLAN_TEXT_MAX, 'too_long'))
const OptionalLongText = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((value) => (value?.trim() ? value.trim() : null)),
    v.nullable(v.pipe(v.string(), multiLine(), v.maxLength(PLAN_TEXT_MAX, 'too_long'))),
  ),
  null,
)
const SortIndex = v.optional(v.pipe(v.number('invalid_number'), v.integer('invalid_number'), v.minValue(0, 'too_small'), v.maxValue(10_000, 'too_large')))
const OptionalId = v.optional(v.nullable(Id), null)
const QueryId = v.optional(IdText)

/** GET /intervention-plans/: the list convention plus tab, referral, student and customer (the documents inbox's region). */
export const PlanSearch = v.object({
  ...listParams(PLAN_SORTS, '-id').entries,
  tab: v.optional(v.picklist(PLAN_TABS, 'invalid_tab')),
  referral_id: QueryId,
  student_id: QueryId,
  customer_id: QueryId,
})
export type PlanSearch = v.InferOutput<typeof PlanSearch>

/** GET /intervention-plans/discussions. */
export const DiscussionSearch = v.object({
  ...listParams(PLAN_DISCUSSION_SORTS, '-id').entries,
  state: v.optional(v.picklist(DISCUSSION_STATES, 'invalid_state')),
  period_id: QueryId,
  customer_id: QueryId,
  plan_id: QueryId,
})
export type DiscussionSearch = v.InferOutput<typeof DiscussionSearch>

export const PlanCreateInput = v.object({ referral_id: Id, academic_year_id: Id })
export type PlanCreateInput = v.InferOutput<typeof PlanCreateInput>

/** PATCH /intervention-plans/{id}: activate (2 or 3) or archive (4); revert-to-draft is its own call. */
export const PlanPatchInput = v.object({
  hash: VersionHash,
  status_id: v.pipe(v.number('required'), v.integer('invalid_status'), v.minValue(2, 'invalid_status'), v.maxValue(4, 'invalid_status')),
})

/** A call that only names the version it was based on (revert-to-draft, signatures, detach). */
export const VersionInput = v.object({ hash: VersionHash })

/**
 * A new row may bring its own uuid: the device names what it creates offline, and its later
 * changes (queued before the server numbers the row) address it by that name. Paths of goals,
 * objectives and assessments take the number or the uuid.
 */
const NewRowUuid = v.optional(Uuid)

/** A goal named by its number or, from a device that created it offline, by its uuid. */
export const RowRef = v.union([Id, Uuid], 'invalid_id')

export const AssessmentInput = v.object({ description: LongText, uuid: NewRowUuid })

export const GoalCreateInput = v.object({ plan_id: Id, description: LongText, sort_index: SortIndex, uuid: NewRowUuid })
export type GoalCreateInput = v.InferOutput<typeof GoalCreateInput>
export const GoalPutInput = v.object({ description: LongText, sort_index: SortIndex, hash: VersionHash })

const objectiveEntries = {
  description: LongText,
  measurement_type_id: Id,
  objective_id: OptionalId,
  sort_index: SortIndex,
  /** The value aimed at, in the measurement type's kind (objective-data.ts); null clears it, absent keeps it (a device that does not know it). */
  target: v.optional(v.nullable(ObjectiveValue)),
}
export const ObjectiveCreateInput = v.object({ goal_id: RowRef, ...objectiveEntries, uuid: NewRowUuid })
export type ObjectiveCreateInput = v.InferOutput<typeof ObjectiveCreateInput>
export const ObjectivePutInput = v.object({ ...objectiveEntries, hash: VersionHash })
/** PATCH: any of the fields, with the version. */
export const ObjectivePatchInput = v.object({
  description: v.optional(LongText),
  measurement_type_id: v.optional(Id),
  objective_id: v.optional(v.nullable(Id)),
  sort_index: SortIndex,
  target: v.optional(v.nullable(ObjectiveValue)),
  hash: VersionHash,
})
export type ObjectivePatchInput = v.InferOutput<typeof ObjectivePatchInput>

/**
 * PUT …/achievements/{period_id}: the version is required once the achievement exists.
 * `suggested_progress_level_id` is the level the period's data suggested when she chose hers
 * (src/domain/plans/progress-suggestion.ts), kept beside it: absent keeps the stored one, null
 * clears it.
 */
export const AchievementInput = v.object({
  progress_level_id: Id,
  comments: OptionalLongText,
  suggested_progress_level_id: v.optional(v.nullable(Id)),
  hash: v.optional(VersionHash),
})
export type AchievementInput = v.InferOutput<typeof AchievementInput>

/**
 * PATCH …/discussions/periods/{period_id}: an action, or (without one) the achievements summary
 * saved on its own. submit-achievements may carry the summary too.
 */
export const DiscussionPatchInput = v.object({
  action: v.optional(v.picklist(DISCUSSION_ACTIONS, 'invalid_action')),
  achievements_summary: v.optional(OptionalLongText),
  hash: VersionHash,
})
export type DiscussionPatchInput = v.InferOutput<typeof DiscussionPatchInput>

export const AttachFormInput = v.object({ form_id: Id, hash: VersionHash })

/** Initials of the authorized person: 2 to 5 letters (accents and the eñe included). */
export const AuthorizedInitials = v.pipe(
  v.string('required'),
  v.trim(),
  v.regex(/^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]{2,5}$/, 'invalid_initials'),
  v.transform((text) => text.toUpperCase()),
)

/** PATCH /public/intervention-plans/objectives/achievements/{id}/sign: the link's uuid proves the reach. */
export const GuestSignInput = v.object({ uuid: Uuid, authorized_initials: AuthorizedInitials, hash: VersionHash })

/** PATCH /public/intervention-plans/{uuid}/discussions/periods/{period_id}: the guest accepts the achievements. */
export const GuestDiscussionInput = v.object({ action: v.picklist(['accept-achievements'], 'invalid_action'), hash: VersionHash })

/** GET of the templates: the list convention with `q` over the name. */
export const TemplateSearch = v.object({ ...listParams(['name', 'id'] as const, 'name').entries })
export type TemplateSearch = v.InferOutput<typeof TemplateSearch>

export const GoalTemplateInput = v.object({ name: RequiredText(TEMPLATE_NAME_MAX), description: LongText })
export const ObjectiveTemplateInput = v.object({ name: RequiredText(TEMPLATE_NAME_MAX), description: LongText, measurement_type_id: Id })

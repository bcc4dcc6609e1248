import * as v from 'valibot'
import { DbId, optionalText, requiredText } from '../schemas/bounded'
import type { NamedItem } from '../named'

/** Services catalogues the office maintains (spec §7 "Services"): skills and objectives. */

/** POST /services/skills (service_id, name) and PUT /services/skills/{id} (name). */
export const SkillCreateInput = v.object({ service_id: DbId, name: requiredText(150) })
export type SkillCreateInput = v.InferOutput<typeof SkillCreateInput>
export const SkillUpdateInput = v.object({ name: requiredText(150) })
export type SkillUpdateInput = v.InferOutput<typeof SkillUpdateInput>

/** POST /services/objectives and PUT /services/objectives/{id} (spec §3 Objective). */
export const ObjectiveInput = v.object({
  name: requiredText(200),
  description: optionalText(2000),
  interventionPlanMeasurementTypeId: DbId,
  /** The service the objective belongs to; null for one shared by every service. */
  service_id: v.optional(v.nullable(DbId), null),
})
export type ObjectiveInput = v.InferOutput<typeof ObjectiveInput>

export interface Skill extends NamedItem {
  service_id: number
}

export interface Objective extends NamedItem {
  description: string | null
  interventionPlanMeasurementTypeId: number
  service_id: number | null
}

export interface FrequencyItem extends NamedItem {
  /** Sessions a week. */
  per_week: number
}

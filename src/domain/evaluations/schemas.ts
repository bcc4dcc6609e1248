import * as v from 'valibot'
import { listParams } from '../lists/list-params'
import { Id, IdText, IsoDate } from '../schemas/common'
import { multiLine, VersionHash } from '../schemas/text'

/**
 * Evaluations (spec §3 "Evaluation", §7 "Evaluations"): an evaluator records, for one student's
 * referral, the day, the evaluation services given (service type_id 2) each with its type, the
 * findings and the recommendations. The same schema checks the office form and the server.
 */

export const EVALUATION_SORTS = ['evaluated_on', 'id'] as const

const LongText = v.pipe(v.optional(v.string(), ''), multiLine(), v.trim(), v.maxLength(8000, 'too_long'))

export const EvaluationServiceInput = v.strictObject({ service_id: Id, type_id: Id })

const fields = {
  evaluated_on: IsoDate,
  services: v.pipe(
    v.array(EvaluationServiceInput, 'required'),
    v.minLength(1, 'required'),
    v.maxLength(10, 'too_many'),
    v.check((rows) => new Set(rows.map((row) => row.service_id)).size === rows.length, 'duplicate_service'),
  ),
  findings: LongText,
  recommendations: LongText,
}

export const EvaluationCreateInput = v.strictObject({ referral_id: Id, ...fields })
export type EvaluationCreateInput = v.InferOutput<typeof EvaluationCreateInput>

export const EvaluationPutInput = v.strictObject({ ...fields, hash: VersionHash })
export type EvaluationPutInput = v.InferOutput<typeof EvaluationPutInput>

export const EvaluationListQuery = v.object({
  ...listParams(EVALUATION_SORTS, '-evaluated_on').entries,
  referral_id: v.optional(IdText),
  student_id: v.optional(IdText),
  provider_id: v.optional(IdText),
})

export interface EvaluationService {
  service_id: number
  service_name: string
  type_id: number
  type_name: string
}

export interface Evaluation {
  id: number
  referral_id: number
  referral_number: string
  student_id: number
  student_name: string
  provider_id: number | null
  evaluated_on: string
  findings: string
  recommendations: string
  services: EvaluationService[]
  hash: string
  created_at: string
  updated_at: string
}

export interface EvaluationLookup {
  id: number
  name: string
}

export const EvaluationDeleteInput = v.strictObject({ hash: VersionHash })

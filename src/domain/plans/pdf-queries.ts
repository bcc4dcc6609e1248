import * as v from 'valibot'
import { IdText } from '../schemas/common'

/**
 * The queries of the plan PDFs (spec §7 "PDF and spreadsheet downloads"): which plans, and what
 * goes with them. Shared by the office screen that builds the link and the server that judges it.
 */

/** The most plans one file of plans gathers; more is `too_many_ids` (print in several files). */
export const PLANS_PER_FILE = 50

/** The most acknowledgement receipts one file holds; a wider filter is `too_many_plans`. */
export const RECEIPTS_PER_FILE = 200

/** A yes/no query flag: `true`/`1` or `false`/`0`; absent is no. */
const Flag = v.pipe(
  v.optional(v.picklist(['true', 'false', '1', '0'], 'invalid_value'), 'false'),
  v.transform((text) => text === 'true' || text === '1'),
)

const OptionalId = v.optional(IdText)

/** GET /download-pdf/intervention-plans/{id}. */
export const PlanPdfQuery = v.object({
  include_certification_form: Flag,
  include_unreachable_form: Flag,
})
export type PlanPdfQuery = v.InferOutput<typeof PlanPdfQuery>

/** GET /download-pdf/intervention-plans/?id=1&id=2 (or id=1,2): 1 to PLANS_PER_FILE plans. */
export const PlansPdfQuery = v.object({
  id: v.pipe(v.array(IdText), v.minLength(1, 'required'), v.maxLength(PLANS_PER_FILE, 'too_many_ids')),
  include_certification_form: Flag,
})
export type PlansPdfQuery = v.InferOutput<typeof PlansPdfQuery>

/** GET /download-pdf/intervention-plans/acknowledgement-receipts: every filter optional; region = the customer. */
export const ReceiptsQuery = v.object({
  provider_specialty_id: OptionalId,
  service_id: OptionalId,
  region_id: OptionalId,
})
export type ReceiptsQuery = v.InferOutput<typeof ReceiptsQuery>

const Month = v.pipe(v.string('required'), v.regex(/^\d{1,2}$/, 'invalid_month'), v.transform(Number), v.minValue(1, 'invalid_month'), v.maxValue(12, 'invalid_month'))
const Year = v.pipe(v.string('required'), v.regex(/^\d{4}$/, 'invalid_year'), v.transform(Number), v.minValue(2000, 'invalid_year'), v.maxValue(2099, 'invalid_year'))

/** GET /download-pdf/certification-forms/: one referral's services of one calendar month. */
export const CertificationFormQuery = v.object({
  referral_id: IdText,
  month: Month,
  year: Year,
})
export type CertificationFormQuery = v.InferOutput<typeof CertificationFormQuery>

/** GET /intervention-plans/{id}/progress-report.pdf and /providers/{providerId}/progress-reports.pdf: one plan period, or all. */
export const ProgressReportQuery = v.object({
  period_id: OptionalId,
})
export type ProgressReportQuery = v.InferOutput<typeof ProgressReportQuery>

/** The progress report of one plan (all its periods, or `periodId`'s), as the app's download asks for it. */
export const progressReportPath = (planId: number, periodId?: number) =>
  `/intervention-plans/${planId}/progress-report.pdf${periodId === undefined ? '' : `?period_id=${periodId}`}`

import * as v from 'valibot'
import type { ModuleId } from '../company'
import type { Permission } from '../permissions/permissions'
import { DbId } from '../schemas/bounded'

/**
 * The report catalogue of /tasks/reports: each report, its file format, its filters (one valibot
 * schema for the screen's form and the server) and what a person needs to run it — the module
 * and the permission of the data it reads, which the server also uses to narrow the rows to the
 * customers the permission reaches.
 */

export const REPORT_CODES = ['active-students', 'visits-per-period', 'expiring-licenses'] as const
export type ReportCode = (typeof REPORT_CODES)[number]

export type ReportFormat = 'xlsx' | 'pdf'

export const LICENSE_REPORT_STATES = ['all', 'expired', 'expiring'] as const

export const REPORT_PARAMS = {
  'active-students': v.object({ customer_id: v.optional(v.nullable(DbId), null) }),
  'visits-per-period': v.object({ period_id: DbId, customer_id: v.optional(v.nullable(DbId), null) }),
  'expiring-licenses': v.object({ state: v.optional(v.picklist(LICENSE_REPORT_STATES, 'invalid_value'), 'all') }),
} as const satisfies Record<ReportCode, v.GenericSchema>

export type ReportParams<C extends ReportCode> = v.InferOutput<(typeof REPORT_PARAMS)[C]>

export interface ReportDefinition {
  code: ReportCode
  format: ReportFormat
  permission: Permission
  module?: ModuleId
}

export const REPORTS: Record<ReportCode, ReportDefinition> = {
  'active-students': { code: 'active-students', format: 'xlsx', permission: 'students.read', module: 'referrals' },
  'visits-per-period': { code: 'visits-per-period', format: 'xlsx', permission: 'billing.manage', module: 'billing' },
  'expiring-licenses': { code: 'expiring-licenses', format: 'pdf', permission: 'providers.read' },
}

/** POST /report-runs: which report, with its filters (checked by that report's schema). */
export const ReportRunInput = v.object({
  report_code: v.picklist(REPORT_CODES, 'invalid_value'),
  params: v.optional(v.record(v.string(), v.unknown()), {}),
})
export type ReportRunInput = v.InferOutput<typeof ReportRunInput>

export type ReportRunStatus = 'queued' | 'running' | 'done' | 'failed'

export interface ReportRun {
  id: number
  report_code: ReportCode
  params: Record<string, unknown>
  status: ReportRunStatus
  progress: number
  error_code: string | null
  file_name: string | null
  size_bytes: number | null
  row_count: number | null
  created_at: string
  finished_at: string | null
}

/** A run still being made: the screen polls it. */
export const isRunActive = (run: Pick<ReportRun, 'status'>) => run.status === 'queued' || run.status === 'running'

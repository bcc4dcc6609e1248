/**
 * Bulk import of the district's active students (spec §7 "Import", POST /import/active-students,
 * multipart `file`, xlsx or csv, up to 20,000 rows). The import runs as a job whose state lives
 * in the database, so the screen polls its progress; `mode=preview` validates every row and
 * reports what would happen without changing anything.
 */

export const IMPORT_MAX_ROWS = 20_000
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024

/**
 * Columns of the sheet, by the header the district uses (matched without case or accents).
 * `required` columns must all be present, or the file is refused before any row is read.
 */
export const ACTIVE_STUDENT_COLUMNS = [
  { key: 'sie_number', header: 'SIE', required: true },
  { key: 'first_name', header: 'Nombre', required: true },
  { key: 'last_name', header: 'Apellido paterno', required: true },
  { key: 'second_last_name', header: 'Apellido materno', required: false },
  { key: 'birth_date', header: 'Fecha de nacimiento', required: true },
  { key: 'school_code', header: 'Código de escuela', required: true },
  { key: 'service_code', header: 'Servicio', required: false },
  { key: 'grade', header: 'Grado', required: false },
] as const

export type ActiveStudentColumn = (typeof ACTIVE_STUDENT_COLUMNS)[number]['key']

export type ImportMode = 'preview' | 'commit'
export type ImportJobStatus = 'running' | 'done' | 'failed'

/**
 * What happened to one row:
 * - `updated`: the student's details changed;
 * - `unchanged`: the row matched the student exactly (a second run of the same file);
 * - `referral_changed`: the active referral of the row's service moved to the row's school;
 * - `refused`: nothing changed, for `reason`.
 */
export type ImportRowStatus = 'updated' | 'unchanged' | 'referral_changed' | 'refused'

export type ImportRefusal =
  | 'invalid_sie_number'
  | 'invalid_date'
  | 'required'
  | 'too_long'
  | 'invalid_characters'
  | 'unknown_student'
  | 'unknown_school'
  | 'unknown_service'
  | 'unknown_grade'
  | 'no_active_referral'
  | 'duplicate_row'
  | 'not_permitted'

/** One row of the report (GET /import/jobs/{id}/rows, and the downloadable xlsx). */
export interface ImportReportRow {
  /** Row number in the sheet, counting the header as row 1. */
  row: number
  sie_number: string | null
  student_id: number | null
  status: ImportRowStatus
  /** Also true when the student's details were updated in the same row. */
  referral_changed: boolean
  /** Why the row was refused, with the column it concerns. */
  reason: ImportRefusal | null
  column: ActiveStudentColumn | null
}

export interface ImportCounts {
  updated: number
  unchanged: number
  referral_changed: number
  refused: number
}

/** The job (POST answer and GET /import/jobs/{id}); poll until status is not `running`. */
export interface ImportJob {
  id: number
  kind: 'active-students'
  mode: ImportMode
  status: ImportJobStatus
  filename: string
  total_rows: number
  processed_rows: number
  counts: ImportCounts
  /** Set when the whole file failed (status `failed`). */
  error_code: string | null
  created_at: string
  finished_at: string | null
}

/** The spec's answer shape: the updated list, each with its referral_changed flag. */
export interface ActiveStudentsImportResult {
  job: ImportJob
  updated: ImportReportRow[]
}

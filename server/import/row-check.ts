import * as v from 'valibot'
import type { ActiveStudentColumn, ImportRefusal } from '../../src/domain/import/active-students'
import { displayDateToIso, FORMATS, formatted } from '../../src/domain/formats/formats'
import { optionalText, requiredText } from '../../src/domain/schemas/bounded'
import { BirthDate, NAME_MAX } from '../../src/domain/students/schemas'
import type { SheetRow } from './sheet'

/** One row's values, checked with the same schemas as the student form. */
const RowSchema = v.object({
  sie_number: formatted(FORMATS.sie),
  first_name: requiredText(NAME_MAX),
  last_name: requiredText(NAME_MAX),
  second_last_name: optionalText(NAME_MAX),
  birth_date: BirthDate,
  school_code: requiredText(10),
  service_code: optionalText(10),
  grade: optionalText(60),
})
export type CheckedRow = v.InferOutput<typeof RowSchema>

export type RowCheck = { ok: true; values: CheckedRow } | { ok: false; reason: ImportRefusal; column: ActiveStudentColumn }

/** A spreadsheet may hold a date as MM/dd/yyyy (the screen's form) or yyyy-MM-dd. */
const wireDate = (text: string) => displayDateToIso(text) ?? text

export function checkRow(row: SheetRow): RowCheck {
  const result = v.safeParse(RowSchema, { ...row, birth_date: wireDate(row.birth_date) })
  if (result.success) return { ok: true, values: result.output }
  const issue = result.issues[0]
  const column = (v.getDotPath(issue) ?? 'sie_number') as ActiveStudentColumn
  // The schemas' messages are codes, each one of ImportRefusal.
  return { ok: false, reason: issue.message as ImportRefusal, column }
}

import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { ContactDetailsInput, StudentCreateInput, StudentDetailsInput, StudentPatchInput } from '../../src/domain/students/schemas'
import type { StudentDetail } from '../../src/domain/students/types'
import type { Executor } from '../db/client'
import type { WriteContext } from '../core/editable'
import { academicGrades, contactMethods, customers, genders, impediments, locations, municipalities, students } from '../db/schema'
import { HttpError } from '../http/errors'
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../http/pg-errors'
import { assertReferencesExist, staleVersion } from '../http/references'
import { assertCanWriteStudent, type StudentRow } from './access'
import { studentDetail } from './read'
import { studentSearchText } from './search-text'
import type { SsnCipher } from './ssn'

/**
 * Student writes. Each runs in one transaction: the row is locked, its version compared with
 * the one the person edited from, then changed with a new version — so of two people saving the
 * same student, the second gets 409 with the first one's result instead of overwriting it.
 */

/** A student's writes also seal and open her SSN. */
export type StudentWriteContext = WriteContext<{ ssn: SsnCipher }>

/** The fields any student input may carry (every input is a subset of these). */
type StudentChanges = Partial<Omit<StudentCreateInput, 'ssn'>> & { ssn?: string | null | undefined }

type StudentColumns = Partial<typeof students.$inferInsert>

/** Input fields → columns; the SSN becomes ciphertext and its last four digits. */
function columnsOf(changes: StudentChanges, cipher: SsnCipher): StudentColumns {
  const { ssn, ...fields } = changes
  const columns: StudentColumns = { ...fields }
  if (ssn === null) Object.assign(columns, { ssn_encrypted: null, ssn_last4: null })
  else if (ssn !== undefined) Object.assign(columns, { ssn_encrypted: cipher.encrypt(ssn), ssn_last4: ssn.slice(-4) })
  return columns
}

async function checkReferences(tx: Executor, changes: StudentChanges) {
  await assertReferencesExist(tx, {
    gender_id: [genders, changes.gender_id],
    grade_id: [academicGrades, changes.grade_id],
    impediment_id: [impediments, changes.impediment_id],
    location_id: [locations, changes.location_id],
    customer_id: [customers, changes.customer_id],
    municipality_id: [municipalities, changes.municipality_id],
    contact_method_id: [contactMethods, changes.contact_method_id],
  })
}

/** A second student with the same SIE number is the person's mistake: 409 with a code. */
async function uniqueSie<T>(write: Promise<T>): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      throw new HttpError(409, 'sie_number_taken', 'Ya existe un estudiante con ese número SIE.', { sie_number: 'sie_number_taken' })
    }
    throw error
  }
}

/** POST /students. */
export async function createStudent(ctx: StudentWriteContext, input: StudentCreateInput): Promise<StudentDetail> {
  assertCanWriteStudent(ctx.viewer, input.customer_id)
  await checkReferences(ctx.tx, input)
  const [row] = await uniqueSie(
    ctx.tx
      .insert(students)
      .values({ ...(columnsOf(input, ctx.ssn) as typeof students.$inferInsert), search_text: studentSearchText(input), hash: randomUUID(), created_at: ctx.now, updated_at: ctx.now })
      .returning(),
  )
  return studentDetail(ctx.tx, row!)
}

/**
 * PUT and every PATCH: `current` is the locked, visible row. Checks, in the house order, the
 * right to change it (403), then the version (409), then the references (422).
 */
export async function changeStudent(
  ctx: StudentWriteContext,
  current: StudentRow,
  input: StudentChanges & { hash: string },
): Promise<StudentDetail> {
  const { hash, ...changes } = input
  // Moving a student to another customer needs the right over the new customer too.
  if (changes.customer_id !== undefined && changes.customer_id !== current.customer_id) assertCanWriteStudent(ctx.viewer, changes.customer_id)
  if (current.hash !== hash) throw staleVersion(await studentDetail(ctx.tx, current), 'El estudiante cambió desde que se abrió. Compare ambas versiones.')
  await checkReferences(ctx.tx, changes)
  const merged = { ...current, ...changes }
  const [row] = await uniqueSie(
    ctx.tx
      .update(students)
      .set({ ...columnsOf(changes, ctx.ssn), search_text: studentSearchText(merged), hash: randomUUID(), updated_at: ctx.now })
      .where(eq(students.id, current.id))
      .returning(),
  )
  return studentDetail(ctx.tx, row!)
}

export type StudentPatch = StudentDetailsInput | ContactDetailsInput | StudentPatchInput

/** The action of a PATCH is not a column. */
export function withoutAction(input: StudentPatch): StudentChanges & { hash: string } {
  if ('action' in input) {
    const { action: _action, ...rest } = input
    return rest
  }
  return input
}

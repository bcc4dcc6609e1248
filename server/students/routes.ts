import { Hono, type Context } from 'hono'
import {
  ContactDetailsInput,
  ServiceAcademicYearInput,
  StudentCreateInput,
  StudentDetailsInput,
  StudentPatchInput,
  StudentPutInput,
  StudentSearch,
  StudentServiceInput,
} from '../../src/domain/students/schemas'
import type { AppDeps, AppEnv } from '../app-env'
import { pdfHeaderOf } from '../documents/branding'
import { renderPdf } from '../documents/pdf'
import { binaryAnswer } from '../http/binary'
import { invalid, notFound } from '../http/errors'
import { pathId } from '../core/path-id'
import { deferredJson, parseWith, queryWith } from '../http/validate'
import { assertStaffPermission, loadOfficeViewer } from '../permissions/viewer'
import { assertCanWriteStudent, visibleStudent, type StudentRow } from './access'
import { pageStudents, studentDetail } from './read'
import { words } from '../i18n/reader-language'
import { studentFullName, studentRecord } from './record-pdf'
import { assertServiceExists, deleteServiceAcademicYear, listServiceAcademicYears, patchStudentService, putServiceAcademicYear } from './services'
import type { SsnCipher } from './ssn'
import { changeStudent, createStudent, withoutAction, type StudentPatch, type StudentWriteContext } from './writes'
import { access } from '../permissions/access'

/** The most records one PDF gathers (about a second of drawing on a small server). */
export const RECORDS_PER_FILE = 100

/** A change under way: the locked student, and the body to judge after the access checks. */
interface Change {
  ctx: StudentWriteContext
  current: StudentRow
  body: () => unknown
}

/** The schema of a PATCH body, by its action (spec §7: student-details, contact-details or plain). */
function patchInput(body: unknown): StudentPatch {
  const action = typeof body === 'object' && body !== null ? (body as { action?: unknown }).action : undefined
  if (action === 'student-details') return parseWith(StudentDetailsInput, body)
  if (action === 'contact-details') return parseWith(ContactDetailsInput, body)
  if (action === undefined) return parseWith(StudentPatchInput, body)
  throw invalid({ action: 'invalid_action' })
}

const serviceKey = (c: Context) => ({ studentId: pathId(c, 'student_id'), serviceId: pathId(c, 'service_id') })

/** Staff read their customers' students with students.read; a provider those of her active referrals, a supervisor also her supervisees'. */
const READ = access({ permission: 'students.read', customers: true, providers: 'supervised' })
const WRITE = access({ permission: 'students.write', customers: true })

/**
 * Students (spec §7). Every handler answers in the house order: a student the caller may not
 * see is 404 like a missing one; one she sees but may not change is 403; then the body (400/422);
 * then the version (409 with the current student).
 */
export function studentRoutes(deps: AppDeps, ssn: SsnCipher) {
  const { db } = deps
  const viewerOf = (c: Context<AppEnv>) => loadOfficeViewer(db, c.var.auth)

  /** Runs a change of a visible student the viewer may write, in one transaction. */
  async function changing<T>(c: Context<AppEnv>, studentId: number, run: (change: Change) => Promise<T>) {
    const viewer = await viewerOf(c)
    const body = await deferredJson(c)
    return db.transaction(async (tx) => {
      const current = await visibleStudent(tx, viewer, studentId, true)
      assertCanWriteStudent(viewer, current.customer_id)
      return run({ ctx: { tx, viewer, ssn, now: deps.now() }, current, body })
    })
  }

  return new Hono<AppEnv>()
    .get('/', READ, async (c) => c.json(await pageStudents(db, await viewerOf(c), queryWith(c, StudentSearch))))
    .post('/', WRITE, async (c) => {
      const viewer = await viewerOf(c)
      assertStaffPermission(viewer, 'students.write')
      const body = await deferredJson(c)
      const input = parseWith(StudentCreateInput, body())
      const created = await db.transaction((tx) => createStudent({ tx, viewer, ssn, now: deps.now() }, input))
      return c.json(created, 201)
    })
    // A batch: the records of one page of the list, as GET /students pages it (same search,
    // filters, sort and scope), each on its own page(s) of one PDF. Registered before /:id.
    .get('/records.pdf', READ, async (c) => {
      const viewer = await viewerOf(c)
      const query = queryWith(c, StudentSearch)
      if (query.page_size > RECORDS_PER_FILE) throw invalid({ page_size: 'invalid_page_size' }, `Un archivo reúne a lo sumo ${RECORDS_PER_FILE} expedientes.`)
      const page = await pageStudents(db, viewer, query)
      if (page.items.length === 0) throw notFound('Ningún estudiante coincide con la búsqueda.')
      const documents = []
      for (const item of page.items) documents.push(await studentRecord(db, await studentDetail(db, await visibleStudent(db, viewer, item.id)), deps.now()))
      const bytes = await renderPdf({ ...(await pdfHeaderOf(deps)), title: words('Expedientes de estudiantes', 'Student records'), documents })
      return binaryAnswer(c, bytes, { type: 'pdf', filename: words(`expedientes-pagina-${query.page}.pdf`, `student-records-page-${query.page}.pdf`) })
    })
    .get('/:id', READ, async (c) => {
      const id = pathId(c, 'id')
      return c.json(await studentDetail(db, await visibleStudent(db, await viewerOf(c), id)))
    })
    // The printable record: whoever may read the student may print it (404 otherwise, as above).
    .get('/:id/record.pdf', READ, async (c) => {
      const student = await studentDetail(db, await visibleStudent(db, await viewerOf(c), pathId(c, 'id')))
      const bytes = await renderPdf({
        ...(await pdfHeaderOf(deps)),
        title: `${words('Expediente', 'Record')} ${student.sie_number}`,
        documents: [await studentRecord(db, student, deps.now())],
      })
      return binaryAnswer(c, bytes, { type: 'pdf', filename: `${words('expediente', 'record')}-${student.sie_number}-${studentFullName(student)}.pdf` })
    })
    .put('/:id', WRITE, async (c) =>
      c.json(
        await changing(c, pathId(c, 'id'), ({ ctx, current, body }) => changeStudent(ctx, current, parseWith(StudentPutInput, body()))),
      ),
    )
    .patch('/:id', WRITE, async (c) =>
      c.json(
        await changing(c, pathId(c, 'id'), ({ ctx, current, body }) => changeStudent(ctx, current, withoutAction(patchInput(body())))),
      ),
    )
    .get('/:student_id/services/:service_id/academic-years', READ, async (c) => {
      const key = serviceKey(c)
      await visibleStudent(db, await viewerOf(c), key.studentId)
      await assertServiceExists(db, key.serviceId)
      return c.json(await listServiceAcademicYears(db, key.studentId, key.serviceId))
    })
    .patch('/:student_id/services/:service_id/academic-years/:academic_year_id', WRITE, async (c) => {
      const key = { ...serviceKey(c), academicYearId: pathId(c, 'academic_year_id') }
      return c.json(
        await changing(c, key.studentId, async ({ ctx, body }) => {
          await assertServiceExists(ctx.tx, key.serviceId)
          return putServiceAcademicYear(ctx.tx, key, parseWith(ServiceAcademicYearInput, body()))
        }),
      )
    })
    .delete('/:student_id/services/:service_id/academic-years/:academic_year_id', WRITE, async (c) => {
      const key = { ...serviceKey(c), academicYearId: pathId(c, 'academic_year_id') }
      const viewer = await viewerOf(c)
      await db.transaction(async (tx) => {
        const current = await visibleStudent(tx, viewer, key.studentId, true)
        assertCanWriteStudent(viewer, current.customer_id)
        await deleteServiceAcademicYear(tx, key)
      })
      return c.body(null, 204)
    })
    .patch('/:student_id/services/:service_id', WRITE, async (c) => {
      const key = serviceKey(c)
      return c.json(
        await changing(c, key.studentId, async ({ ctx, body }) => {
          await assertServiceExists(ctx.tx, key.serviceId)
          return patchStudentService(ctx.tx, key, parseWith(StudentServiceInput, body()), ctx.now)
        }),
      )
    })
}

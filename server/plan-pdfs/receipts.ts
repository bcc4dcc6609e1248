import { and, asc, eq, inArray } from 'drizzle-orm'
import { RECEIPTS_PER_FILE, type ReceiptsQuery } from '../../src/domain/plans/pdf-queries'
import type { Executor } from '../db/client'
import { interventionPlans, referrals, students } from '../db/schema'
import type { PdfDocumentSpec } from '../documents/pdf'
import { HttpError } from '../http/errors'
import { words } from '../i18n/reader-language'
import type { OfficeViewer } from '../permissions/viewer'
import { readablePlans } from '../plans/access'
import { yearsByDelta } from '../plans/read'
import { headerFields } from './plan-document'
import { planHeader } from './plan-data'
import { ACTIVE_PLAN_STATUS_IDS } from '../../src/domain/plans/status'

/**
 * Acknowledgement receipts (GET /download-pdf/intervention-plans/acknowledgement-receipts): one
 * page per active plan (status 2 or 3, of the current or the next academic year) the viewer
 * reads, narrowed by the referral's provider specialty, service and region (the customer), for
 * the authorized person to sign that a copy of the plan was received and explained.
 */

/** The ids of the matching plans, by student; 404 when none, 422 when more than one file holds. */
export async function receiptPlanIds(db: Executor, viewer: OfficeViewer, query: ReceiptsQuery, now: Date): Promise<number[]> {
  const { ids } = await yearsByDelta(db, now)
  const years = ids((delta) => delta === 0 || delta === 1)
  if (years.length === 0) throw new HttpError(404, 'no_matching_plans', 'No hay planes activos que coincidan.')
  const rows = await db
    .select({ id: interventionPlans.id })
    .from(interventionPlans)
    .innerJoin(referrals, eq(referrals.id, interventionPlans.referral_id))
    .innerJoin(students, eq(students.id, interventionPlans.student_id))
    .where(
      and(
        readablePlans(viewer),
        inArray(interventionPlans.status_id, [...ACTIVE_PLAN_STATUS_IDS]),
        inArray(interventionPlans.academic_year_id, years),
        query.provider_specialty_id === undefined ? undefined : eq(referrals.provider_specialty_id, query.provider_specialty_id),
        query.service_id === undefined ? undefined : eq(referrals.service_id, query.service_id),
        query.region_id === undefined ? undefined : eq(referrals.customer_id, query.region_id),
      ),
    )
    .orderBy(asc(students.last_name), asc(students.first_name), asc(interventionPlans.id))
    .limit(RECEIPTS_PER_FILE + 1)
  if (rows.length === 0) throw new HttpError(404, 'no_matching_plans', 'No hay planes activos que coincidan.')
  if (rows.length > RECEIPTS_PER_FILE) {
    throw new HttpError(422, 'too_many_plans', `Más de ${RECEIPTS_PER_FILE} planes coinciden: filtre por especialidad, servicio o región.`)
  }
  return rows.map((row) => row.id)
}

export async function receiptDocument(db: Executor, planId: number): Promise<PdfDocumentSpec> {
  const header = await planHeader(db, planId)
  const [plan] = await db.select({ uuid: interventionPlans.uuid }).from(interventionPlans).where(eq(interventionPlans.id, planId))
  return {
    title: `${words('Acuse de recibo del plan de intervención', 'Intervention plan acknowledgement receipt')}: ${header.student_name}`,
    blocks: [
      headerFields(header, [[words('Identificador del plan', 'Plan identifier'), plan?.uuid ?? null]]),
      {
        kind: 'paragraph',
        text: words(
          `Yo, la persona abajo firmante, padre, madre, encargado o persona autorizada de ${header.student_name}, ` +
            `certifico que recibí copia del plan de intervención del servicio de ${header.service_name.toLowerCase()} ` +
            `para el año académico ${header.academic_year_name}, y que se me explicaron sus metas, sus objetivos y ` +
            'la forma en que se medirá el progreso.',
          `I, the undersigned, parent, guardian or authorized person of ${header.student_name}, ` +
            `certify that I received a copy of the intervention plan for the ${header.service_name.toLowerCase()} service ` +
            `for the ${header.academic_year_name} academic year, and that its goals, its objectives and ` +
            'the way progress will be measured were explained to me.',
        ),
      },
      {
        kind: 'signatures',
        labels: [
          words('Nombre de la persona autorizada', 'Name of the authorized person'),
          words('Relación con el estudiante', 'Relationship to the student'),
          words('Firma', 'Signature'),
          words('Fecha', 'Date'),
        ],
      },
      { kind: 'signatures', labels: [words('Firma del proveedor', "Provider's signature"), words('Fecha', 'Date')] },
    ],
  }
}

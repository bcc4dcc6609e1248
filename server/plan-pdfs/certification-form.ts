import { and, asc, between, eq, isNull, sql } from 'drizzle-orm'
import { format } from 'date-fns'
import { es } from 'date-fns/locale'
import { formatDate } from '../../src/domain/formats/dates'
import type { CertificationFormQuery } from '../../src/domain/plans/pdf-queries'
import type { Executor } from '../db/client'
import {
  customers,
  locations,
  providers,
  referrals,
  serviceDurations,
  serviceSessions,
  services,
  sessionOutcomes,
  sessionTypes,
  students,
  visitOutcomes,
  visits,
} from '../db/schema'
import type { PdfDocumentSpec } from '../documents/pdf'
import { notFound } from '../http/errors'
import type { OfficeViewer } from '../permissions/viewer'
import { readablePlans } from '../plans/access'
import { generatedOn } from './plan-document'

/**
 * The monthly service certification of one referral (GET /download-pdf/certification-forms/):
 * the sessions of that calendar month in which the student had a visit (service sessions not
 * deleted), each with its outcome, the sessions and minutes delivered, and lines for the
 * provider's and the school director's signatures. Who may print it is who reads the
 * referral's plans (server/plans/access.ts); any other referral is 404 as a missing one.
 */

const fullName = (first: unknown, last: unknown) => sql<string>`concat_ws(' ', ${first}, ${last})`

async function referralHeader(db: Executor, viewer: OfficeViewer, referralId: number) {
  const [row] = await db
    .select({
      number: referrals.number,
      student_name: sql<string>`concat_ws(' ', ${students.first_name}, ${students.last_name}, ${students.second_last_name})`,
      sie_number: students.sie_number,
      service_name: services.name,
      location_name: locations.name,
      customer_name: customers.name,
      provider_name: fullName(providers.first_name, providers.last_name),
      weekly_frequency: referrals.weekly_frequency,
      session_minutes: referrals.session_minutes,
    })
    .from(referrals)
    .innerJoin(students, eq(students.id, referrals.student_id))
    .innerJoin(services, eq(services.id, referrals.service_id))
    .innerJoin(locations, eq(locations.id, referrals.location_id))
    .innerJoin(customers, eq(customers.id, referrals.customer_id))
    .leftJoin(providers, eq(providers.id, referrals.provider_id))
    .where(and(eq(referrals.id, referralId), readablePlans(viewer)))
  if (!row) throw notFound('El referido no existe.')
  return row
}

const monthBounds = (year: number, month: number) => {
  const first = `${year}-${String(month).padStart(2, '0')}-01`
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)
  return { first, last }
}

export async function certificationFormDocument(db: Executor, viewer: OfficeViewer, query: CertificationFormQuery, now: Date) {
  const referral = await referralHeader(db, viewer, query.referral_id)
  const { first, last } = monthBounds(query.year, query.month)
  const sessions = await db
    .select({
      date: serviceSessions.date,
      time: serviceSessions.time,
      minutes: serviceDurations.minutes,
      type: sessionTypes.name,
      outcome: sessionOutcomes.name,
      delivered: sessionOutcomes.delivered,
      visit_outcome: visitOutcomes.name,
    })
    .from(visits)
    .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
    .innerJoin(serviceDurations, eq(serviceDurations.id, serviceSessions.duration_id))
    .innerJoin(sessionTypes, eq(sessionTypes.id, serviceSessions.session_type_id))
    .innerJoin(sessionOutcomes, eq(sessionOutcomes.id, serviceSessions.session_outcome_id))
    .innerJoin(visitOutcomes, eq(visitOutcomes.id, visits.visit_outcome_id))
    .where(and(eq(visits.referral_id, query.referral_id), isNull(serviceSessions.deleted_at), between(serviceSessions.date, first, last)))
    .orderBy(asc(serviceSessions.date), asc(serviceSessions.time))
  const delivered = sessions.filter((row) => row.delivered)
  const monthName = format(new Date(query.year, query.month - 1, 1), "MMMM 'de' yyyy", { locale: es })
  const document: PdfDocumentSpec = {
    title: `Certificación de servicios de ${monthName}: ${referral.student_name}`,
    blocks: [
      {
        kind: 'fields',
        rows: [
          ['Estudiante', referral.student_name],
          ['Número SIE', referral.sie_number],
          ['Número de referido', referral.number],
          ['Servicio', referral.service_name],
          ['Escuela o lugar', referral.location_name],
          ['Región', referral.customer_name],
          ['Proveedor', referral.provider_name || 'Sin asignar'],
          ['Frecuencia', `${referral.weekly_frequency} sesiones por semana de ${referral.session_minutes} minutos`],
          ['Mes', monthName],
        ],
      },
      { kind: 'heading', text: 'Sesiones del mes' },
      sessions.length === 0
        ? { kind: 'paragraph', text: 'No hay sesiones registradas para este referido en el mes.' }
        : {
            kind: 'table',
            columns: [
              { header: 'Fecha', width: 70 },
              { header: 'Hora', width: 45 },
              { header: 'Minutos', width: 50 },
              { header: 'Tipo', width: 90 },
              { header: 'Resultado de la sesión' },
              { header: 'Asistencia' },
            ],
            rows: sessions.map((row) => [formatDate(row.date), row.time, String(row.minutes), row.type, row.outcome, row.visit_outcome]),
            rowHeight: 0,
          },
      {
        kind: 'paragraph',
        text:
          `Certifico que durante ${monthName} se ofrecieron ${delivered.length} sesiones ` +
          `(${delivered.reduce((total, row) => total + row.minutes, 0)} minutos) del servicio de ${referral.service_name.toLowerCase()} ` +
          `a ${referral.student_name}, según el registro de sesiones de servicio.`,
      },
      generatedOn(now),
      { kind: 'signatures', labels: ['Firma del proveedor', 'Fecha', 'Firma del director escolar', 'Fecha'] },
    ],
  }
  const filename = `certificacion-${referral.number}-${query.year}-${String(query.month).padStart(2, '0')}.pdf`
  return { document, filename }
}

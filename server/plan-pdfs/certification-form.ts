import { and, asc, between, eq, isNull, sql } from 'drizzle-orm'
import { format } from 'date-fns'
import { dateOptionsIn, formatDate, formatMonthYear } from '../../src/domain/formats/dates'
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
import { readerLanguage, readerName, words } from '../i18n/reader-language'
import type { OfficeViewer } from '../permissions/viewer'
import { referralIdentityRows } from '../referrals/forms-pdf'
import { readablePlans } from '../plans/access'
import { generatedOn } from './plan-document'

/**
 * The monthly service certification of one referral (GET /download-pdf/certification-forms/):
 * the sessions of that calendar month in which the student had a visit (service sessions not
 * deleted), each with its outcome, the sessions and minutes delivered, and lines for the
 * provider's and the school director's signatures. Who may print it is who reads the
 * referral's plans (server/plans/access.ts); any other referral is 404 as a missing one.
 * In the reader's language (server/i18n/reader-language.ts), reference names included.
 */

const fullName = (first: unknown, last: unknown) => sql<string>`concat_ws(' ', ${first}, ${last})`

async function referralHeader(db: Executor, viewer: OfficeViewer, referralId: number) {
  const [row] = await db
    .select({
      number: referrals.number,
      student_name: sql<string>`concat_ws(' ', ${students.first_name}, ${students.last_name}, ${students.second_last_name})`,
      sie_number: students.sie_number,
      service_name: readerName(services),
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
      type: readerName(sessionTypes),
      outcome: readerName(sessionOutcomes),
      delivered: sessionOutcomes.delivered,
      visit_outcome: readerName(visitOutcomes),
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
  const monthStart = new Date(query.year, query.month - 1, 1)
  // "octubre de 2026" / "October 2026".
  const monthName = readerLanguage() === 'en' ? formatMonthYear(monthStart, 'en-US') : format(monthStart, "MMMM 'de' yyyy", dateOptionsIn('es'))
  const minutes = delivered.reduce((total, row) => total + row.minutes, 0)
  const document: PdfDocumentSpec = {
    title: `${words('Certificación de servicios de', 'Service certification for')} ${monthName}: ${referral.student_name}`,
    blocks: [
      {
        kind: 'fields',
        rows: [
          ...referralIdentityRows(referral),
          [
            words('Frecuencia', 'Frequency'),
            words(
              `${referral.weekly_frequency} sesiones por semana de ${referral.session_minutes} minutos`,
              `${referral.weekly_frequency} sessions a week of ${referral.session_minutes} minutes`,
            ),
          ],
          [words('Mes', 'Month'), monthName],
        ],
      },
      { kind: 'heading', text: words('Sesiones del mes', 'Sessions of the month') },
      sessions.length === 0
        ? { kind: 'paragraph', text: words('No hay sesiones registradas para este referido en el mes.', 'There are no sessions recorded for this referral in the month.') }
        : {
            kind: 'table',
            columns: [
              { header: words('Fecha', 'Date'), width: 70 },
              { header: words('Hora', 'Time'), width: 45 },
              { header: words('Minutos', 'Minutes'), width: 50 },
              { header: words('Tipo', 'Type'), width: 90 },
              { header: words('Resultado de la sesión', 'Session outcome') },
              { header: words('Asistencia', 'Attendance') },
            ],
            rows: sessions.map((row) => [formatDate(row.date), row.time, String(row.minutes), row.type, row.outcome, row.visit_outcome]),
            rowHeight: 0,
          },
      {
        kind: 'paragraph',
        text: words(
          `Certifico que durante ${monthName} se ofrecieron ${delivered.length} sesiones ` +
            `(${minutes} minutos) del servicio de ${referral.service_name.toLowerCase()} ` +
            `a ${referral.student_name}, según el registro de sesiones de servicio.`,
          `I certify that during ${monthName} ${delivered.length} sessions ` +
            `(${minutes} minutes) of the ${referral.service_name.toLowerCase()} service were delivered ` +
            `to ${referral.student_name}, according to the service session record.`,
        ),
      },
      generatedOn(now),
      { kind: 'signatures', labels: [words('Firma del proveedor', "Provider's signature"), words('Fecha', 'Date'), words('Firma del director escolar', "School principal's signature"), words('Fecha', 'Date')] },
    ],
  }
  const filename = `${words('certificacion', 'certification')}-${referral.number}-${query.year}-${String(query.month).padStart(2, '0')}.pdf`
  return { document, filename }
}

import { periodNameOf, readerName, words } from '../i18n/reader-language'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { ActiveStudentsWorkbookQuery, PeriodWorkbookQuery } from '../../src/domain/billing/reports'
import { daysBetween } from '../../src/domain/rules/dates'
import { companyToday } from '../../src/domain/rules/company-time'
import type { Executor } from '../db/client'
import {
  academicGrades,
  customers,
  locations,
  providers,
  referrals,
  serviceDurations,
  serviceSessions,
  services,
  sessionOutcomes,
  students,
  users,
  visitOutcomes,
  visits,
} from '../db/schema'
import { scopeCondition, type BillingScope } from '../billing/access'
import { periodById } from '../billing/periods'
import { referralCounts } from '../billing/referral-counts'
import { activeWhere } from '../referrals/active-students'
import { visitsWhere } from '../billing/visits'
import { DATE_FORMAT, DATETIME_FORMAT, excelDate, excelDateTime, type Sheet } from './xlsx-stream'

/**
 * The billing workbooks (spec §7 downloads): what each sheet holds, its headers in Spanish, dates
 * as Excel dates and counts as numbers, so the office can filter and add them up in Excel.
 */

export interface Workbook {
  filename: string
  title: string
  sheets: Sheet[]
}

type PeriodQuery = v.InferOutput<typeof PeriodWorkbookQuery>
type ActiveQuery = v.InferOutput<typeof ActiveStudentsWorkbookQuery>

const ID_SLICE = 10_000
const fullName = (first: string, last: string, secondLast?: string | null) => [first, last, secondLast].filter(Boolean).join(' ')
const byText = (a: string, b: string) => a.localeCompare(b, 'es')
const regionCondition = (region: string | undefined) =>
  region === undefined ? undefined : inArray(referrals.customer_id, sql`(select ${customers.id} from ${customers} where ${customers.region} = ${region})`)

/**
 * Visits-logging audit of a period: every visit recorded in it, when and by whom it was logged
 * and how many days after the service, plus a sheet per provider of how promptly she logs.
 */
export async function visitsLoggingAudit(db: Executor, scope: BillingScope, query: PeriodQuery): Promise<Workbook> {
  const period = await periodById(db, query.period_id)
  const rows = await db
    .select({
      date: serviceSessions.date,
      time: serviceSessions.time,
      provider_id: serviceSessions.provider_id,
      provider_first: providers.first_name,
      provider_last: providers.last_name,
      student_first: students.first_name,
      student_last: students.last_name,
      student_second_last: students.second_last_name,
      sie_number: students.sie_number,
      service_name: readerName(services),
      region: customers.region,
      customer_name: customers.short_name,
      location_name: locations.name,
      session_outcome: readerName(sessionOutcomes),
      visit_outcome: readerName(visitOutcomes),
      minutes: serviceDurations.minutes,
      logged_at: serviceSessions.created_at,
      updated_at: serviceSessions.updated_at,
      logged_by_first: users.first_name,
      logged_by_last: users.last_name,
    })
    .from(visits)
    .innerJoin(serviceSessions, eq(serviceSessions.id, visits.session_id))
    .innerJoin(referrals, eq(referrals.id, visits.referral_id))
    .innerJoin(customers, eq(customers.id, referrals.customer_id))
    .innerJoin(students, eq(students.id, visits.student_id))
    .innerJoin(providers, eq(providers.id, serviceSessions.provider_id))
    .innerJoin(services, eq(services.id, serviceSessions.service_id))
    .innerJoin(locations, eq(locations.id, serviceSessions.location_id))
    .innerJoin(sessionOutcomes, eq(sessionOutcomes.id, serviceSessions.session_outcome_id))
    .innerJoin(visitOutcomes, eq(visitOutcomes.id, visits.visit_outcome_id))
    .innerJoin(serviceDurations, eq(serviceDurations.id, serviceSessions.duration_id))
    .innerJoin(users, eq(users.id, serviceSessions.created_by))
    .where(
      and(
        visitsWhere(scope, { from: period.start_date, to: period.end_date, provider_id: query.provider_id, customer_id: query.customer_id }),
        regionCondition(query.region),
      ),
    )
    .orderBy(asc(serviceSessions.date), asc(serviceSessions.time), asc(providers.last_name), asc(students.last_name), asc(visits.id))

  const lines = rows.map((row) => ({
    date: excelDate(row.date),
    time: row.time,
    provider: `${row.provider_first} ${row.provider_last}`,
    student: fullName(row.student_first, row.student_last, row.student_second_last),
    sie_number: row.sie_number,
    service: row.service_name,
    region: row.region,
    customer: row.customer_name,
    location: row.location_name,
    session_outcome: row.session_outcome,
    visit_outcome: row.visit_outcome,
    minutes: row.minutes,
    logged_at: excelDateTime(row.logged_at),
    days_to_log: Math.max(0, daysBetween(row.date, companyToday(row.logged_at))),
    logged_by: `${row.logged_by_first} ${row.logged_by_last}`,
    updated_at: excelDateTime(row.updated_at),
  }))

  const perProvider = new Map<string, { provider: string; visits: number; same_day: number; over_week: number; total_days: number }>()
  for (const line of lines) {
    const sum = perProvider.get(line.provider) ?? { provider: line.provider, visits: 0, same_day: 0, over_week: 0, total_days: 0 }
    sum.visits += 1
    if (line.days_to_log === 0) sum.same_day += 1
    if (line.days_to_log > 7) sum.over_week += 1
    sum.total_days += line.days_to_log
    perProvider.set(line.provider, sum)
  }
  const providerRows = [...perProvider.values()]
    .sort((a, b) => byText(a.provider, b.provider))
    .map((sum) => ({
      provider: sum.provider,
      visits: sum.visits,
      same_day: sum.same_day,
      over_week: sum.over_week,
      average_days: Math.round((sum.total_days / sum.visits) * 10) / 10,
    }))

  return {
    filename: `${words('auditoria-registro-visitas', 'visits-logging-audit')}-${period.start_date.slice(0, 7)}.xlsx`,
    title: `${words('Auditoría del registro de visitas', 'Visits logging audit')} — ${periodNameOf(period)}`,
    sheets: [
      {
        name: words('Visitas', 'Visits'),
        columns: [
          { key: 'date', header: words('Fecha del servicio', 'Service date'), width: 14, numFmt: DATE_FORMAT },
          { key: 'time', header: words('Hora', 'Time'), width: 8 },
          { key: 'provider', header: words('Proveedor', 'Provider'), width: 28 },
          { key: 'student', header: words('Estudiante', 'Student'), width: 30 },
          { key: 'sie_number', header: 'SIE', width: 11 },
          { key: 'service', header: words('Servicio', 'Service'), width: 24 },
          { key: 'region', header: words('Región', 'Region'), width: 14 },
          { key: 'customer', header: words('Cliente', 'Customer'), width: 18 },
          { key: 'location', header: words('Lugar', 'Place'), width: 30 },
          { key: 'session_outcome', header: words('Resultado de la sesión', 'Session outcome'), width: 22 },
          { key: 'visit_outcome', header: words('Resultado de la visita', 'Visit outcome'), width: 22 },
          { key: 'minutes', header: words('Minutos', 'Minutes'), width: 9, numFmt: '0' },
          { key: 'logged_at', header: words('Registrada el', 'Recorded on'), width: 17, numFmt: DATETIME_FORMAT },
          { key: 'days_to_log', header: words('Días hasta el registro', 'Days until recorded'), width: 12, numFmt: '0' },
          { key: 'logged_by', header: words('Registrada por', 'Recorded by'), width: 26 },
          { key: 'updated_at', header: words('Último cambio', 'Last change'), width: 17, numFmt: DATETIME_FORMAT },
        ],
        rows: lines,
      },
      {
        name: words('Por proveedor', 'By provider'),
        columns: [
          { key: 'provider', header: words('Proveedor', 'Provider'), width: 28 },
          { key: 'visits', header: words('Visitas', 'Visits'), width: 10, numFmt: '0' },
          { key: 'same_day', header: words('Registradas el mismo día', 'Recorded the same day'), width: 14, numFmt: '0' },
          { key: 'over_week', header: words('Registradas después de 7 días', 'Recorded after 7 days'), width: 14, numFmt: '0' },
          { key: 'average_days', header: words('Promedio de días hasta el registro', 'Average days until recorded'), width: 14, numFmt: '0.0' },
        ],
        rows: providerRows,
      },
    ],
  }
}

/**
 * Unrecorded absences of a period: per referral with a provider, the visits its frequency made
 * due that nobody recorded — neither given nor missed (the period counting rule,
 * server/billing/referral-counts); the referrals waiting for a provider on a sheet of their own.
 */
export async function unrecordedAbsences(db: Executor, scope: BillingScope, query: PeriodQuery, today: string): Promise<Workbook> {
  const period = await periodById(db, query.period_id)
  const counts = (await referralCounts(db, period, today, scope, { customer_id: query.customer_id, provider_id: query.provider_id })).filter((row) => row.missing > 0)
  const ids = counts.map((row) => row.referral_id)
  const facts: { id: number; number: string; region: string; service_name: string }[] = []
  // In slices: a large period can name more referrals than a statement takes parameters.
  for (let start = 0; start < ids.length; start += ID_SLICE) {
    facts.push(
      ...(await db
        .select({ id: referrals.id, number: referrals.number, region: customers.region, service_name: readerName(services) })
        .from(referrals)
        .innerJoin(customers, eq(customers.id, referrals.customer_id))
        .innerJoin(services, eq(services.id, referrals.service_id))
        .where(inArray(referrals.id, ids.slice(start, start + ID_SLICE)))),
    )
  }
  const factOf = new Map(facts.map((fact) => [fact.id, fact]))
  const rows = counts
    .map((row) => ({ row, fact: factOf.get(row.referral_id)! }))
    .filter(({ fact }) => query.region === undefined || fact.region === query.region)
    .sort(
      (a, b) =>
        byText(a.fact.region, b.fact.region) ||
        byText(a.row.provider_name ?? '~', b.row.provider_name ?? '~') ||
        byText(a.row.student_name, b.row.student_name) ||
        a.row.referral_id - b.row.referral_id,
    )
    .map(({ row, fact }) => ({
      provider_id: row.provider_id,
      region: fact.region,
      customer: row.customer_name,
      provider: row.provider_name,
      student: row.student_name,
      sie_number: row.sie_number,
      referral: fact.number,
      service: fact.service_name,
      weekly_frequency: row.weekly_frequency,
      expected: row.expected,
      recorded: row.recorded,
      missing: row.missing,
      period_start: excelDate(period.start_date),
      period_end: excelDate(period.end_date),
    }))
  const columns = [
    { key: 'region', header: words('Región', 'Region'), width: 14 },
    { key: 'customer', header: words('Cliente', 'Customer'), width: 18 },
    { key: 'provider', header: words('Proveedor', 'Provider'), width: 28 },
    { key: 'student', header: words('Estudiante', 'Student'), width: 30 },
    { key: 'sie_number', header: 'SIE', width: 11 },
    { key: 'referral', header: words('Referido', 'Referral'), width: 16 },
    { key: 'service', header: words('Servicio', 'Service'), width: 24 },
    { key: 'weekly_frequency', header: words('Frecuencia semanal', 'Weekly frequency'), width: 11, numFmt: '0' },
    { key: 'expected', header: words('Visitas debidas', 'Visits due'), width: 11, numFmt: '0' },
    { key: 'recorded', header: words('Visitas registradas', 'Visits recorded'), width: 11, numFmt: '0' },
    { key: 'missing', header: words('Visitas sin registrar', 'Visits not recorded'), width: 11, numFmt: '0' },
    { key: 'period_start', header: words('Desde', 'From'), width: 12, numFmt: DATE_FORMAT },
    { key: 'period_end', header: words('Hasta', 'To'), width: 12, numFmt: DATE_FORMAT },
  ]
  return {
    filename: `${words('ausencias-sin-registrar', 'unrecorded-absences')}-${period.start_date.slice(0, 7)}.xlsx`,
    title: `${words('Ausencias sin registrar', 'Unrecorded absences')} — ${periodNameOf(period)}`,
    sheets: [
      // A referral without a provider is not a provider's unrecorded visit: it waits for one, on a sheet of its own.
      { name: words('Sin registrar', 'Not recorded'), columns, rows: rows.filter((row) => row.provider_id !== null) },
      {
        name: words('Esperan proveedor', 'Waiting for a provider'),
        columns: columns.filter((column) => column.key !== 'provider'),
        rows: rows.filter((row) => row.provider_id === null),
      },
    ],
  }
}

/** Active students in detail: one row per active referral (status Activo, assigned) the caller reaches. */
export async function activeStudentsDetail(db: Executor, scope: BillingScope, query: ActiveQuery): Promise<Workbook> {
  const rows = await db
    .select({
      region: customers.region,
      customer: customers.short_name,
      student_first: students.first_name,
      student_last: students.last_name,
      student_second_last: students.second_last_name,
      sie_number: students.sie_number,
      birth_date: students.birth_date,
      grade: readerName(academicGrades),
      referral: referrals.number,
      service: readerName(services),
      provider_first: providers.first_name,
      provider_last: providers.last_name,
      location: locations.name,
      start_date: referrals.start_date,
      end_date: referrals.end_date,
      weekly_frequency: referrals.weekly_frequency,
      session_minutes: referrals.session_minutes,
    })
    .from(referrals)
    .innerJoin(students, eq(students.id, referrals.student_id))
    .innerJoin(customers, eq(customers.id, referrals.customer_id))
    .innerJoin(services, eq(services.id, referrals.service_id))
    .innerJoin(locations, eq(locations.id, referrals.location_id))
    .innerJoin(providers, eq(providers.id, referrals.provider_id))
    .leftJoin(academicGrades, eq(academicGrades.id, students.grade_id))
    .where(
      and(
        activeWhere(scope.providers),
        ...scopeCondition(scope, { customer: referrals.customer_id, provider: referrals.provider_id }),
        query.customer_id === undefined ? undefined : eq(referrals.customer_id, query.customer_id),
        query.provider_id === undefined ? undefined : eq(referrals.provider_id, query.provider_id),
        query.service_id === undefined ? undefined : eq(referrals.service_id, query.service_id),
        regionCondition(query.region),
      ),
    )
    .orderBy(asc(customers.region), asc(students.last_name), asc(students.first_name), asc(referrals.id))
  return {
    filename: words('estudiantes-activos.xlsx', 'active-students.xlsx'),
    title: words('Estudiantes activos — detalle', 'Active students — detail'),
    sheets: [
      {
        name: words('Estudiantes activos', 'Active students'),
        columns: [
          { key: 'region', header: words('Región', 'Region'), width: 14 },
          { key: 'customer', header: words('Cliente', 'Customer'), width: 18 },
          { key: 'student', header: words('Estudiante', 'Student'), width: 30 },
          { key: 'sie_number', header: 'SIE', width: 11 },
          { key: 'birth_date', header: words('Fecha de nacimiento', 'Birth date'), width: 14, numFmt: DATE_FORMAT },
          { key: 'grade', header: words('Grado', 'Grade'), width: 12 },
          { key: 'referral', header: words('Referido', 'Referral'), width: 16 },
          { key: 'service', header: words('Servicio', 'Service'), width: 24 },
          { key: 'provider', header: words('Proveedor', 'Provider'), width: 28 },
          { key: 'location', header: words('Lugar', 'Place'), width: 30 },
          { key: 'start_date', header: words('Inicio', 'Start'), width: 12, numFmt: DATE_FORMAT },
          { key: 'end_date', header: words('Fin', 'End'), width: 12, numFmt: DATE_FORMAT },
          { key: 'weekly_frequency', header: words('Frecuencia semanal', 'Weekly frequency'), width: 11, numFmt: '0' },
          { key: 'session_minutes', header: words('Minutos por sesión', 'Minutes per session'), width: 11, numFmt: '0' },
        ],
        rows: rows.map((row) => ({
          region: row.region,
          customer: row.customer,
          student: fullName(row.student_first, row.student_last, row.student_second_last),
          sie_number: row.sie_number,
          birth_date: row.birth_date ? excelDate(row.birth_date) : null,
          grade: row.grade,
          referral: row.referral,
          service: row.service,
          provider: `${row.provider_first} ${row.provider_last}`,
          location: row.location,
          start_date: excelDate(row.start_date),
          end_date: row.end_date ? excelDate(row.end_date) : null,
          weekly_frequency: row.weekly_frequency,
          session_minutes: row.session_minutes,
        })),
      },
    ],
  }
}

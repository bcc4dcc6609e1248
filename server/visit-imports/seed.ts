import { createHash } from 'node:crypto'
import { and, asc, eq, gte, lte } from 'drizzle-orm'
import { addDays } from '../../src/domain/rules/dates'
import { VISIT_IMPORT_COLUMNS, type VisitImportValues } from '../../src/domain/visit-imports/visit-imports'
import type { Transaction } from '../db/client'
import { referralStatuses, referrals, services, students, users, visitPeriods } from '../db/schema'
import { loadLookups } from './check'
import { createImport, runImport } from './jobs'

/**
 * One visit import with errors in the period of two weeks ago (issue 14 item 7): a district's
 * file of Marisol's visits on a school day, at minutes the seeded sessions never use (14:40,
 * 14:45, 14:50: theirs start on the quarter hour), three good rows and three bad ones (an unknown student, a referral of another provider, a
 * time outside the window) for the clerk to correct or mark.
 */
export async function seedVisitImport(tx: Transaction, today: string, now: Date): Promise<void> {
  let day = addDays(today, -14)
  // A school day, like the seeded sessions.
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, -1)
  const [period] = await tx.select().from(visitPeriods).where(and(lte(visitPeriods.start_date, day), gte(visitPeriods.end_date, day)))
  const [clerk] = await tx.select().from(users).where(eq(users.email, 'facturacion@example.com'))
  const [marisol] = await tx.select().from(users).where(eq(users.email, 'terapeuta@example.com'))
  if (!period || !clerk || !marisol?.provider_id) return
  const rows = await tx
    .select({ number: referrals.number, sie: students.sie_number, service: services.code })
    .from(referrals)
    .innerJoin(students, eq(students.id, referrals.student_id))
    .innerJoin(services, eq(services.id, referrals.service_id))
    .innerJoin(referralStatuses, eq(referralStatuses.id, referrals.status_id))
    .where(and(eq(referrals.provider_id, marisol.provider_id), eq(referralStatuses.name, 'Activo'), lte(referrals.start_date, day)))
    .orderBy(asc(referrals.id))
    .limit(3)
  if (rows.length === 0) return
  const values = (cells: Omit<VisitImportValues, 'outcome' | 'duration'> & Partial<VisitImportValues>): VisitImportValues => ({ duration: '30', outcome: '', ...cells })
  const first = rows[0]!
  const sheet: VisitImportValues[] = [
    ...rows.map((row, index) => values({ sie_number: row.sie, referral_number: row.number, provider: 'terapeuta@example.com', service_code: row.service, date: day, time: `14:${String(40 + index * 5).padStart(2, '0')}` })),
    values({ sie_number: '00000001', referral_number: '', provider: 'terapeuta@example.com', service_code: first.service, date: day, time: '18:00' }),
    values({ sie_number: first.sie, referral_number: first.number, provider: 'terapeuta2@example.com', service_code: first.service, date: day, time: '18:30' }),
    values({ sie_number: first.sie, referral_number: first.number, provider: 'terapeuta@example.com', service_code: first.service, date: day, time: '21:00' }),
  ]
  const filename = 'visitas-region-bayamon.csv'
  const csv = [VISIT_IMPORT_COLUMNS.map((column) => column.header).join(','), ...sheet.map((row) => VISIT_IMPORT_COLUMNS.map((column) => row[column.key]).join(','))].join('\n')
  const id = await createImport(tx, { periodId: period.id, filename, fileHash: createHash('sha256').update(csv).digest('hex'), toDate: null, totalRows: sheet.length, userId: clerk.id, now })
  if (id === null) return
  const lookups = await loadLookups(tx, { period, today, toDate: null, reach: 'all' })
  await runImport(tx, id, lookups, sheet.map((row, index) => ({ row: index + 2, values: row })), { userId: clerk.id, filename, now: () => now })
}

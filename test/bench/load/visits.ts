import { sql } from 'drizzle-orm'
import type { Database } from '../../../server/db/client'
import { VISIT_IMPORT_HEADER } from '../../../src/domain/visit-imports/visit-imports'

/**
 * A valid visits file for the bench's database: one bench provider with 100 active referrals
 * (students of the demo pool) in the latest finished period, and `count` visits of theirs at
 * distinct dates and times (the same set-up as bench:imports, visit-imports.ts).
 */
const REFERRALS = 100
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

export async function prepareVisits(db: Database, count: number): Promise<{ periodId: number; csv: string; providerId: number; providerLocation: number }> {
  const [period] = rowsOf<{ id: number; start_date: string; end_date: string; academic_year_id: number }>(
    await db.execute(sql`select id, start_date::text, end_date::text, academic_year_id from visit_periods
      where end_date < current_date and end_date - start_date >= 24 order by start_date desc limit 1`),
  )
  if (!period) throw new Error('no finished period of 25 days in the demo data')
  await db.execute(sql`insert into providers (first_name, last_name, email, provider_status_id)
    values ('Bench', 'Carga', 'bench-load@example.com', (select provider_status_id from providers order by id limit 1))`)
  await db.execute(sql`insert into provider_specialties (provider_id, specialty_id, license_type_id, license_number, license_expiration)
    select p.id, ps.specialty_id, ps.license_type_id, 'BL-1', ps.license_expiration
    from providers p, (select * from provider_specialties order by id limit 1) ps where p.email = 'bench-load@example.com'`)
  await db.execute(sql`
    with bench as (select ps.id as ps_id, ps.provider_id from provider_specialties ps join providers p on p.id = ps.provider_id where p.email = 'bench-load@example.com'),
      pool as (select s.id, s.customer_id, s.location_id, row_number() over (order by s.id) as rn from students s
        where s.customer_id is not null and s.location_id is not null order by s.id limit ${REFERRALS})
    insert into referrals (number, student_id, service_id, customer_id, location_id, provider_id, provider_specialty_id, academic_year_id, status_id, start_date, weekly_frequency, session_minutes)
    select '2098-01-' || lpad(p.rn::text, 6, '0'), p.id, (select id from services where code = 'THL'), p.customer_id, p.location_id, b.provider_id, b.ps_id,
      ${period.academic_year_id}, (select id from referral_statuses where name = 'Activo'), ${period.start_date}::date, 5, 30
    from pool p cross join bench b`)
  const referrals = rowsOf<{ number: string; sie: string; location_id: number; provider_id: number }>(
    await db.execute(sql`select r.number, s.sie_number as sie, r.location_id, r.provider_id from referrals r join students s on s.id = r.student_id where r.number like '2098-01-%' order by r.id`),
  )
  const days = Array.from({ length: 25 }, (_, index) => {
    const date = new Date(`${period.start_date}T12:00:00Z`)
    date.setUTCDate(date.getUTCDate() + index)
    return date.toISOString().slice(0, 10)
  })
  const lines = [VISIT_IMPORT_HEADER]
  for (let slot = 0; lines.length <= count; slot++) {
    const minutes = 6 * 60 + slot * 30
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
    for (const date of days) for (const referral of referrals) if (lines.length <= count) lines.push([referral.sie, referral.number, 'bench-load@example.com', 'THL', date, time, '30', ''].join(','))
  }
  return { periodId: period.id, csv: lines.join('\n'), providerId: referrals[0]!.provider_id, providerLocation: referrals[0]!.location_id }
}

import { count } from 'drizzle-orm'
import { companyToday } from '../../src/domain/rules/company-time'
import type { Database } from '../db/client'
import { companies } from '../db/schema'
import { seedFormTemplates } from './forms'
import { seedFinance } from './finance'
import { seedOfficeStudents } from './many-students'
import { seedOfficeReference } from './office'
import { seedOrganisation } from './organisation'
import { seedPlans } from './plans'
import { seedReference } from './reference'
import { seedReferralDetails } from './referrals'
import { seedServiceSessions } from './service-sessions'
import { seedStudents } from './students'
import { seedVisitLogs } from '../visit-logs/seed'
import { seedDownloads } from '../downloads/seed'
import { seedContracts } from '../contracts/seed'
import { seedBillingPeriods } from '../billing/seed'
import { seedServiceForms } from '../service-forms/seed'
import { seedProviderBills } from '../provider-bills/seed'
import { seedVisitImport } from '../visit-imports/seed'
import { seedScrubberDemo } from '../scrubber/seed'
import { seedBoilerplate } from '../boilerplate/seed'
import { seedPayments } from '../payment-batches/seed'
import { seedProviderSignatures } from '../user-signatures/seed'

export { DEMO_PASSWORD } from './password'

/**
 * Fills an empty database with the demo company (spec §1), its reference lists and Spanish demo
 * data. Runs in one transaction: a seed interrupted half-way leaves an empty database, which the
 * next start seeds again. Dates are relative to `now`, so licence alerts and the current academic
 * year are right whenever the demo starts.
 */
export async function seedIfEmpty(
  db: Database,
  now: Date = new Date(),
  options: { officeStudents?: number; log?: (line: string) => void; bankAccountKey?: string } = {},
): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(companies)
  if ((existing?.value ?? 0) > 0) return false
  const today = companyToday(now)
  const plans = await db.transaction(async (tx) => {
    const reference = await seedReference(tx, today)
    const organisation = await seedOrganisation(tx, reference, today)
    await seedStudents(tx, reference, organisation, today)
    await seedOfficeReference(tx, reference, organisation)
    await seedOfficeStudents(tx, reference, organisation, today, { count: options.officeStudents })
    await seedServiceSessions(tx, today)
    await seedProviderSignatures(tx, today)
    await seedReferralDetails(tx, today)
    await seedFormTemplates(tx)
    await seedFinance(tx, today, { bankAccountKey: options.bankAccountKey })
    await seedVisitLogs(tx, today, now)
    await seedDownloads(tx, now)
    await seedContracts(tx, today, now)
    await seedBillingPeriods(tx, now)
    const serviceFormLink = await seedServiceForms(tx, today, now)
    await seedScrubberDemo(tx, today, now)
    await seedVisitImport(tx, today, now)
    await seedProviderBills(tx, now)
    await seedPayments(tx, now)
    await seedBoilerplate(tx, now)
    return { ...(await seedPlans(tx, today)), serviceFormLink }
  })
  if (plans.serviceFormLink) options.log?.(`Formulario de servicio que espera la firma: ${plans.serviceFormLink}`)
  if (plans.waitingGuestLink) options.log?.(`Plan de intervención que espera a la persona autorizada: ${plans.waitingGuestLink}`)
  return true
}

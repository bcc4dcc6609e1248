import type { Company } from '../../domain/company'
import type { SessionRecord } from '../../db/database'
import { readCompany } from '../../db/company'
import { readSession } from '../../db/session'
import { pullCompany } from '../../sync/reference-pull'

/**
 * What the login page (src/login) reads from the device once it is drawn — this module, and the
 * device database with it, loads after its first paint: the session (an active one goes back to
 * the app; an expired one fills in its e-mail) and the company (its name and colours).
 */
export async function readDeviceForLogin(): Promise<{ session: SessionRecord | undefined; company: Company | undefined }> {
  const [session, company] = await Promise.all([readSession(), readCompany()])
  return { session, company }
}

/** The company as the server has it now, stored for the app (null offline or on failure). */
export async function fetchCompanyForLogin(): Promise<Company | null> {
  return pullCompany().catch(() => null)
}

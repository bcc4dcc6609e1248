import type { Company } from '../domain/company'
import { PROVIDER_LISTS, REFERENCE_LISTS, type ReferenceListItems, type ReferenceListName } from '../domain/reference'
import type { CurrentUser } from '../domain/schemas/auth'
import { saveCompany } from '../db/company'
import { saveReferenceLists } from '../db/reference-lists'
import { saveProfile } from '../db/session'
import { apiJson, screenLanguage } from './api-client'

/** Fetches every reference list of spec §3 and stores them together on the device. */
export async function pullReferenceLists(): Promise<void> {
  await pullLists(REFERENCE_LISTS, false)
}

/** The session form's lists (types, outcomes, durations); a provider needs them offline. */
export async function pullProviderLists(): Promise<void> {
  await pullLists(PROVIDER_LISTS, true)
}

async function pullLists(paths: Partial<Record<ReferenceListName, string>>, authenticated: boolean): Promise<void> {
  // Read before the requests: the language they are sent in is the one the names come back in.
  const language = screenLanguage()
  const entries = await Promise.all(
    Object.entries(paths).map(async ([name, path]) => [name, await apiJson<unknown[]>(path, { authenticated })] as const),
  )
  await saveReferenceLists(Object.fromEntries(entries) as Partial<ReferenceListItems>, { language })
}

export async function pullCompany(): Promise<Company> {
  const company = await apiJson<Company>('/public/company', { authenticated: false })
  await saveCompany(company)
  return company
}

/** Renews the cached profile (roles or name may have changed at the office). */
export async function pullProfile(): Promise<CurrentUser> {
  const user = await apiJson<CurrentUser>('/users/user')
  await saveProfile(user)
  return user
}

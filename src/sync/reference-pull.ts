import type { Company } from '../domain/company'
import { REFERENCE_LISTS, type ReferenceListItems, type ReferenceListName } from '../domain/reference'
import type { CurrentUser } from '../domain/schemas/auth'
import { saveCompany } from '../db/company'
import { saveReferenceLists } from '../db/reference-lists'
import { saveProfile } from '../db/session'
import { apiJson } from './api-client'

/** Fetches every reference list of spec §3 and stores them together on the device. */
export async function pullReferenceLists(): Promise<void> {
  const names = Object.keys(REFERENCE_LISTS) as ReferenceListName[]
  const entries = await Promise.all(
    names.map(async (name) => [name, await apiJson<unknown[]>(REFERENCE_LISTS[name], { authenticated: false })] as const),
  )
  await saveReferenceLists(Object.fromEntries(entries) as Partial<ReferenceListItems>)
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

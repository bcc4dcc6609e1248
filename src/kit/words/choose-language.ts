import type { QueryClient } from '@tanstack/react-query'
import { PROVIDER_LISTS, type ReferenceListName } from '../../domain/reference'
import { listsInOtherLanguage } from '../../db/reference-lists'
import { readSession } from '../../db/session'
import { activateLocale, type Locale } from '../../i18n/locale'

/**
 * Switches the screen's language and brings the device's reference lists (durations, outcomes,
 * grades…) to it: their names come from the server in the language asked for, so a list fetched
 * in Spanish stays Spanish until fetched again. Offline, the lists stay as they are; the next
 * start online fetches them again in the language then chosen (app/start.ts pulls every list).
 */
export async function chooseLanguage(locale: Locale, queryClient?: QueryClient): Promise<void> {
  await activateLocale(locale)
  // Server answers held in memory (a provider's specialties, the specialty form's lists…) carry
  // names too: asked again, now in the new language.
  void queryClient?.invalidateQueries()
  await refreshReferenceListsInScreenLanguage(locale)
}

const PROVIDER_LIST_NAMES = new Set<ReferenceListName>(Object.keys(PROVIDER_LISTS) as ReferenceListName[])

export async function refreshReferenceListsInScreenLanguage(locale: Locale): Promise<void> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return
  const stale = await listsInOtherLanguage(locale)
  if (stale.length === 0) return
  const session = await readSession()
  const signedIn = session?.status === 'active'
  const { pullProviderLists, pullReferenceLists } = await import('../../sync/reference-pull')
  const pulls: Array<Promise<void>> = []
  if (stale.some((name) => !PROVIDER_LIST_NAMES.has(name))) pulls.push(pullReferenceLists())
  // The session form's lists need the provider's token; signed out, they wait for the next sign-in.
  if (signedIn && session.user.provider_id !== null && stale.some((name) => PROVIDER_LIST_NAMES.has(name))) pulls.push(pullProviderLists())
  // A failed pull (the network dropped) leaves the lists as they were: still usable, in the old language.
  await Promise.allSettled(pulls)
}

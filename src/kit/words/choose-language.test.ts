import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { providerUser, tokens } from '../../../test/support/fixtures'
import { readReferenceList, saveReferenceLists } from '../../db/reference-lists'
import { saveSignIn } from '../../db/session'
import { activateLocale } from '../../i18n/locale'
import { chooseLanguage } from './choose-language'

const NAMES = {
  es: { outcome: 'Proveedor ausente', gender: 'Femenino' },
  en: { outcome: 'Provider absent', gender: 'Female' },
}

/** A server that names its lists in the language of the request, as server/reference/language.ts does. */
function bilingualServer() {
  const api = fakeApi()
  const language = (headers: Headers) => (headers.get('Accept-Language')?.startsWith('en') ? 'en' : 'es')
  const list = (pick: (names: (typeof NAMES)['es']) => string) => (request: { headers: Headers }) => ({ body: [{ id: 1, name: pick(NAMES[language(request.headers)]) }] })
  for (const path of ['/public/services', '/public/impediments', '/public/academic-years', '/public/academic-grades', '/public/municipalities', '/public/locations/types', '/public/intervention-plans/objectives/measurement-types', '/public/referrals/events/types', '/service-sessions/types', '/services/durations', '/service-sessions/visit-outcomes']) {
    api.on(`GET ${path}`, { body: [] })
  }
  api.on('GET /public/genders', list((names) => names.gender))
  api.on('GET /service-sessions/outcomes', list((names) => names.outcome))
  return api
}

afterEach(async () => {
  await activateLocale('es')
})

describe('chooseLanguage', () => {
  it('fetches the lists on the device again in the chosen language, the provider lists with her token', async () => {
    const api = bilingualServer()
    await saveSignIn(tokens('1'), providerUser)
    await saveReferenceLists({ genders: [{ id: 1, name: 'Femenino' }], sessionOutcomes: [{ id: 1, name: 'Proveedor ausente', delivered: false }] }, { language: 'es' })

    await chooseLanguage('en-US')

    expect((await readReferenceList('genders'))?.[0]?.name).toBe('Female')
    expect((await readReferenceList('sessionOutcomes'))?.[0]?.name).toBe('Provider absent')
    const outcomes = api.calls.find((call) => call.path === '/service-sessions/outcomes')
    expect(outcomes?.headers.get('Accept-Language')).toBe('en-US')
    expect(outcomes?.headers.get('Authorization')).toBe('Bearer access-1')

    await chooseLanguage('es')
    expect((await readReferenceList('sessionOutcomes'))?.[0]?.name).toBe('Proveedor ausente')
  })

  it('asks the server answers held in memory again, in the new language', async () => {
    bilingualServer()
    const queryClient = new QueryClient()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    await chooseLanguage('en-US', queryClient)
    expect(invalidate).toHaveBeenCalled()
  })

  it('fetches nothing when the lists are already in that language', async () => {
    const api = bilingualServer()
    await saveReferenceLists({ genders: [{ id: 1, name: 'Female' }] }, { language: 'en-US' })
    await chooseLanguage('en-US')
    expect(api.calls).toHaveLength(0)
  })

  it('signed out, refreshes the public lists only (the provider lists wait for her token)', async () => {
    const api = bilingualServer()
    await saveReferenceLists({ genders: [{ id: 1, name: 'Femenino' }], sessionOutcomes: [{ id: 1, name: 'Proveedor ausente', delivered: false }] }, { language: 'es' })
    await chooseLanguage('en-US')
    expect((await readReferenceList('genders'))?.[0]?.name).toBe('Female')
    expect((await readReferenceList('sessionOutcomes'))?.[0]?.name).toBe('Proveedor ausente')
    expect(api.calls.some((call) => call.path.startsWith('/service-sessions'))).toBe(false)
  })

  it('offline, keeps the lists as they are', async () => {
    const api = fakeApi()
    api.on('GET /public/genders', { networkError: true })
    await saveReferenceLists({ genders: [{ id: 1, name: 'Femenino' }] }, { language: 'es' })
    await chooseLanguage('en-US')
    expect((await readReferenceList('genders'))?.[0]?.name).toBe('Femenino')
  })
})

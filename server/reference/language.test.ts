import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGLISH_NAMES } from '../seed/data/english-names'
import { officeClient } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { languageOf } from './language'

let t: TestApp
let api: ReturnType<typeof officeClient>

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
})
afterAll(() => t?.close())

type Named = { id: number; name: string }

const SPANISH_NAMES = new Set(Object.keys(ENGLISH_NAMES))
const ENGLISH = new Set(Object.values(ENGLISH_NAMES))

/** Every list the provider app keeps on the device or shows in a form, public or signed in. */
const PUBLIC_LISTS = [
  '/api/public/academic-grades',
  '/api/public/services',
  '/api/public/genders',
  '/api/public/impediments',
  '/api/public/locations/types',
  '/api/public/intervention-plans/objectives/measurement-types',
  '/api/public/referrals/events/types',
  '/api/public/contact-methods',
  '/api/public/days-of-week',
  '/api/public/intervention-plans/progress-levels',
]
const SIGNED_IN_LISTS = [
  '/api/service-sessions/types',
  '/api/service-sessions/outcomes',
  '/api/service-sessions/visit-outcomes',
  '/api/specialties',
  '/api/specialties/license-types',
  '/api/specialties/features',
]

async function publicList(path: string, acceptLanguage?: string) {
  const response = await t.request(path, acceptLanguage ? { headers: { 'Accept-Language': acceptLanguage } } : {})
  expect(response.status, path).toBe(200)
  return { vary: response.headers.get('Vary'), items: (await response.json()) as Named[] }
}

async function signedInList(path: string, acceptLanguage?: string) {
  const token = await api.token('provider')
  const response = await t.authed(path, token, acceptLanguage ? { headers: { 'Accept-Language': acceptLanguage } } : {})
  expect(response.status, path).toBe(200)
  return { vary: response.headers.get('Vary'), items: (await response.json()) as Named[] }
}

describe('reference names in the caller language', () => {
  it.each(PUBLIC_LISTS)('%s answers Spanish by default and English to en-US, same ids and order, Vary: Accept-Language', async (path) => {
    const spanish = await publicList(path)
    const english = await publicList(path, 'en-US,en;q=0.9')
    expect(spanish.items.length).toBeGreaterThan(0)
    expect(english.items.map((item) => item.id)).toEqual(spanish.items.map((item) => item.id))
    expect(spanish.items.every((item) => SPANISH_NAMES.has(item.name)), path).toBe(true)
    expect(english.items.map((item) => item.name)).toEqual(spanish.items.map((item) => ENGLISH_NAMES[item.name]))
    expect(spanish.vary).toContain('Accept-Language')
    expect(english.vary).toContain('Accept-Language')
  })

  it.each(SIGNED_IN_LISTS)('%s answers Spanish to es and English to en-US', async (path) => {
    const spanish = await signedInList(path, 'es')
    const english = await signedInList(path, 'en-US')
    expect(english.items.map((item) => item.id)).toEqual(spanish.items.map((item) => item.id))
    expect(spanish.items.every((item) => SPANISH_NAMES.has(item.name)), path).toBe(true)
    expect(english.items.every((item) => ENGLISH.has(item.name)), path).toBe(true)
    expect(english.vary).toContain('Accept-Language')
  })

  it('names durations by their minutes in each language', async () => {
    expect((await signedInList('/api/services/durations', 'es')).items.map((item) => item.name)).toContain('45 minutos')
    expect((await signedInList('/api/services/durations', 'en-US')).items.map((item) => item.name)).toContain('45 minutes')
  })

  it("names a provider's own specialties (specialty, licence type, features) in her language", async () => {
    type Held = { specialty_name: string; license_type_name: string; specialty_features: Array<{ name: string }> }
    const token = await api.token('provider')
    const read = async (language: string) => (await (await t.authed('/api/provider-specialties', token, { headers: { 'Accept-Language': language } })).json()) as Held[]
    const [spanish] = await read('es')
    const [english] = await read('en-US')
    expect(spanish!.specialty_name).toBe('Patología del habla y lenguaje')
    expect(english!.specialty_name).toBe('Speech-language pathology')
    expect(english!.license_type_name).toBe(ENGLISH_NAMES[spanish!.license_type_name])
    expect(english!.specialty_features.map((feature) => feature.name)).toEqual(spanish!.specialty_features.map((feature) => ENGLISH_NAMES[feature.name]))
  })

  it("names the services and grades of a provider's active students in her language", async () => {
    type Listed = { referral_id: number; service_name: string; grade_name: string | null }
    const token = await api.token('provider')
    const read = async (language: string) => {
      const response = await t.authed('/api/referrals/active-students?detailLevel=extended', token, { headers: { 'Accept-Language': language } })
      expect(response.headers.get('Vary')).toContain('Accept-Language')
      return (await response.json()) as Listed[]
    }
    const spanish = await read('es')
    const english = await read('en-US')
    expect(spanish.length).toBeGreaterThan(0)
    expect(english.map((row) => row.referral_id)).toEqual(spanish.map((row) => row.referral_id))
    for (const [index, row] of spanish.entries()) {
      expect(english[index]!.service_name).toBe(ENGLISH_NAMES[row.service_name])
      expect(english[index]!.grade_name).toBe(row.grade_name === null ? null : ENGLISH_NAMES[row.grade_name])
    }
  })

  it('answers the outcome a provider reads in English as "Provider absent"', async () => {
    const english = await signedInList('/api/service-sessions/outcomes', 'en-US')
    expect(english.items.map((item) => item.name)).toContain('Provider absent')
  })
})

describe('languageOf (Accept-Language)', () => {
  it('picks the highest-weighted of Spanish and English, Spanish otherwise', () => {
    expect(languageOf(undefined)).toBe('es')
    expect(languageOf('')).toBe('es')
    expect(languageOf('en-US')).toBe('en')
    expect(languageOf('es-PR,es;q=0.9,en;q=0.8')).toBe('es')
    expect(languageOf('fr-FR,en;q=0.5,es;q=0.4')).toBe('en')
    expect(languageOf('es;q=0.2,en-GB;q=0.7')).toBe('en')
    expect(languageOf('en;q=0,es')).toBe('es')
    expect(languageOf('de, fr')).toBe('es')
  })
})

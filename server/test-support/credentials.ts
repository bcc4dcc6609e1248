import { eq } from 'drizzle-orm'
import type { ProviderSpecialty } from '../../src/domain/specialties/types'
import { companies, users } from '../db/schema'
import type { TestApp } from './test-app'

/** Helpers for the specialty, provider and attachment suites. */
export function credentialHelpers(t: TestApp) {
  async function providerIdOf(email: string): Promise<number> {
    const [user] = await t.db.select({ provider_id: users.provider_id }).from(users).where(eq(users.email, email))
    if (user?.provider_id == null) throw new Error(`${email} is not a provider`)
    return user.provider_id
  }

  async function token(email: string): Promise<string> {
    return (await t.login(email)).accessToken
  }

  function send(accessToken: string, method: string, path: string, body?: unknown): Promise<Response> {
    return t.authed(path, accessToken, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
    })
  }

  async function specialtiesOf(accessToken: string, providerId: number): Promise<ProviderSpecialty[]> {
    const response = await send(accessToken, 'GET', `/api/provider-specialties?provider_id=${providerId}`)
    if (response.status !== 200) throw new Error(`list answered ${response.status}: ${await response.text()}`)
    return (await response.json()) as ProviderSpecialty[]
  }

  async function setCompatibilityMode(on: boolean): Promise<void> {
    await t.db.update(companies).set({ compatibility_mode: on }).where(eq(companies.id, 1))
  }

  return { providerIdOf, token, send, specialtiesOf, setCompatibilityMode }
}

export async function errorOf(response: Response): Promise<{ code: string; errors?: Record<string, string> }> {
  return (await response.json()) as { code: string; errors?: Record<string, string> }
}

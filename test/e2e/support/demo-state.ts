import { companyToday } from '../../../src/domain/rules/company-time'
import { isConfirmationDue } from '../../../src/domain/specialties/confirmation'

/** Changes to the demo data through the API, for the state a browser test starts from. */

const PROVIDER_ACCOUNTS = ['terapeuta@example.com', 'terapeuta2@example.com', 'supervisor@example.com']
const DEMO_PASSWORD = 'demo1234'

/** One call of the API, JSON in and out; anything but 2xx throws with the answer's text. */
export async function api<T>(baseUrl: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`)
  return (response.status === 204 ? undefined : await response.json()) as T
}

export async function signInThroughApi(baseUrl: string, email: string): Promise<string> {
  const { accessToken } = await api<{ accessToken: string }>(baseUrl, '/auth/login', { method: 'POST', body: { email, password: DEMO_PASSWORD } })
  return accessToken
}

/** Each demo provider confirms every specialty of theirs that is due for confirmation today. */
export async function confirmDemoSpecialties(baseUrl: string): Promise<void> {
  for (const email of PROVIDER_ACCOUNTS) {
    const token = await signInThroughApi(baseUrl, email)
    const specialties = await api<Array<{ id: number; confirmed_by_provider_at: string | null; start_year: number | null }>>(baseUrl, '/provider-specialties', { token })
    for (const specialty of specialties.filter((row) => isConfirmationDue(row.confirmed_by_provider_at, companyToday()))) {
      await api(baseUrl, `/provider-specialties/${specialty.id}`, { method: 'PATCH', token, body: { confirm: true, start_year: specialty.start_year ?? 2000 } })
    }
    await api(baseUrl, '/auth/logout', { method: 'POST', token }).catch(() => undefined)
  }
}

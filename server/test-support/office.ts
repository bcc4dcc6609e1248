import type { TestApp } from './test-app'

/** The demo accounts of the office suites, one per kind of reach. */
export const ACCOUNTS = {
  admin: 'oficina@example.com',
  billing: 'facturacion@example.com',
  region: 'region@example.com',
  provider: 'terapeuta@example.com',
  provider2: 'terapeuta2@example.com',
  supervisor: 'supervisor@example.com',
  finance: 'finanzas@example.com',
  /** A second Finanzas person: the checker when `finance` is the maker (issue 22). */
  finance2: 'finanzas2@example.com',
  readOnly: 'consulta@example.com',
  clinical: 'coordinacion@example.com',
} as const
export type Account = keyof typeof ACCOUNTS

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; each test states what it expects
type Loose = any

export interface Answer<T = Loose> {
  status: number
  body: T
}

/**
 * Calls the API as any demo account; each signs in once per suite. Answers are read as JSON
 * (null for an empty body), so a test states status and body in one expectation.
 */
export function officeClient(t: TestApp) {
  const tokens = new Map<Account, Promise<string>>()
  const token = (account: Account) => {
    if (!tokens.has(account)) tokens.set(account, t.login(ACCOUNTS[account]).then((pair) => pair.accessToken))
    return tokens.get(account)!
  }

  async function call<T = Loose>(account: Account, method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const init: RequestInit = { method }
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body)
      init.headers = { 'Content-Type': 'application/json' }
    }
    const response = await t.authed(path, await token(account), init)
    const text = await response.text()
    return { status: response.status, body: text ? (JSON.parse(text) as T) : (null as T) }
  }

  return {
    token,
    call,
    get: <T = Loose>(account: Account, path: string) => call<T>(account, 'GET', path),
  }
}

/**
 * A multipart request as a browser sends it: encoded, with its Content-Length (routes that take
 * files refuse a body of undeclared length with 411).
 */
export async function multipart(form: FormData): Promise<RequestInit> {
  const encoded = new Response(form)
  const body = new Uint8Array(await encoded.arrayBuffer())
  return { method: 'POST', body, headers: { 'Content-Type': encoded.headers.get('Content-Type')!, 'Content-Length': String(body.length) } }
}

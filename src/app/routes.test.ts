import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { providerUser, staffUser, tokens } from '../../test/support/fixtures'
import { saveSignIn } from '../db/session'
import type { CurrentUser } from '../domain/schemas/auth'
import { routeTree } from './route-tree.gen'

type Guard = 'auth' | 'provider' | 'staff' | 'guest'

/** Every route of spec §2, with sample parameters, and the guard it must have. */
const SPEC_ROUTES: Array<[string, Guard]> = [
  ['/', 'auth'],
  ...[
    '/billing', '/billing/periods', '/billing/periods/7', '/billing/periods/7/imports', '/billing/periods/7/imports/3',
    '/billing/periods/7/providers/12', '/billing/provider-location-logs', '/billing/provider-location-logs/5',
    '/billing/reports', '/billing/visits-data-entry',
    '/config', '/config/objectives', '/config/profile', '/config/users', '/config/users/4',
    '/finance', '/finance/provider-bills', '/finance/provider-bills/9', '/finance/provider-contracts', '/finance/provider-contracts/new',
    '/finance/provider-payment-batches', '/finance/provider-payment-batches/2', '/finance/provider-service-rate-templates',
    '/finance/provider-service-rate-templates/3', '/finance/purchasable-items', '/finance/reports',
    '/locations', '/locations/8',
    '/providers', '/providers/12', '/providers/12/legacy-payments', '/providers/12/service-rates', '/providers/12/service-schedule',
    '/providers/12/service-schedule/day-of-week/1', '/providers/12/service-schedule/44', '/providers/12/contracts',
    '/providers/12/contracts/6', '/providers/12/specialties/3/compensatory-requests', '/providers/12/specialties/compensatory-requests',
    '/providers/license-alerts',
    '/referrals', '/students', '/students/30', '/students/30/referrals/new', '/students/30/referrals/51',
    '/students/30/referrals/51/events/2', '/students/30/referrals/events', '/students/30/services/4/compensatory-services-requests',
    '/students/30/services/compensatory-services-requests',
    '/support/provider/register-visits',
    '/downloads', '/boilerplate',
    '/tasks', '/tasks/compensatory-requests-monitor', '/tasks/documents-inbox', '/tasks/import', '/tasks/provider-contracts', '/tasks/reports',
  ].map((path): [string, Guard] => [path, 'staff']),
  ...[
    '/provider/active-students', '/provider/active-students/30/referrals/51', '/provider/active-students/30/referrals/51/events/2',
    '/provider/appointments', '/provider/config', '/provider/config/goal-templates', '/provider/config/profile', '/provider/config/signature',
    '/provider/finance', '/provider/payments', '/provider/service-sessions', '/provider/service-sessions/history',
    '/provider/supervisions', '/provider/supervisions/30/referrals', '/provider/supervisions/30/referrals/51',
    '/provider/students/30/referrals/51/appointments/8', '/provider/students/referrals/appointments',
  ].map((path): [string, Guard] => [path, 'provider']),
  ['/guest/intervention-plans/3f2c9a7e-1b2d-4c5e-8f90-123456789abc', 'guest'],
  ['/guest/intervention-plans', 'guest'],
  ['/guest/service-forms/3f2c9a7e-1b2d-4c5e-8f90-123456789abc', 'guest'],
]

/** Loads `path` as `user` and answers where the router ended up, and whether a route matched. */
async function visit(path: string, user: CurrentUser | null) {
  if (user) await saveSignIn(tokens('x'), user)
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) })
  await router.load()
  const matched = router.state.matches.some((match) => match.routeId !== '__root__')
  return { at: router.state.location.pathname, matched }
}

const expectations: Record<Guard, { anonymous: 'login' | 'stay'; provider: 'home' | 'stay'; staff: 'home' | 'stay' }> = {
  auth: { anonymous: 'login', provider: 'stay', staff: 'stay' },
  provider: { anonymous: 'login', provider: 'stay', staff: 'home' },
  staff: { anonymous: 'login', provider: 'home', staff: 'stay' },
  guest: { anonymous: 'stay', provider: 'stay', staff: 'stay' },
}

describe('every route of spec §2 exists and has its guard', () => {
  it.each(SPEC_ROUTES)('%s (%s)', async (path, guard) => {
    const expected = expectations[guard]
    const anonymous = await visit(path, null)
    expect(anonymous.at).toBe(expected.anonymous === 'login' ? '/login' : path)
    const asProvider = await visit(path, providerUser)
    expect(asProvider.matched).toBe(true)
    expect(asProvider.at).toBe(expected.provider === 'home' ? '/' : path)
    const asStaff = await visit(path, staffUser)
    expect(asStaff.at).toBe(expected.staff === 'home' ? '/' : path)
  })

  it('sends an anonymous visitor to /login remembering where they were going', async () => {
    const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/provider/service-sessions'] }) })
    await router.load()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toEqual({ redirect: '/provider/service-sessions' })
  })

  it('matches nothing but the root for an unknown path (the root shows its not-found page)', async () => {
    expect(await visit('/no/such/page', staffUser)).toEqual({ at: '/no/such/page', matched: false })
  })
})

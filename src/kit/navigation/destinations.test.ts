import { describe, expect, it } from 'vitest'
import { company } from '../../../test/support/fixtures'
import { ROLE_PERMISSIONS } from '../../domain/permissions/permissions'
import { destinationOf, destinationsFor } from './destinations'

const provider = { provider_id: 7, supervises: false }
const supervisor = { provider_id: 8, supervises: true }
const staff = { provider_id: null, permissions: [...ROLE_PERMISSIONS.Administrador], customer_permissions: [] }
const regionReader = { provider_id: null, permissions: [], customer_permissions: [{ customer_id: 1, permissions: [...ROLE_PERMISSIONS.Consulta] }] }

describe('destinations', () => {
  it('offers Supervisiones only to a provider who supervises someone', () => {
    const bar = (user: typeof provider) => destinationsFor(user, company).filter((d) => d.inBar).map((d) => d.to)
    expect(bar(provider)).toEqual(['/provider/service-sessions', '/provider/active-students', '/provider/service-sessions/history', '/provider/config/profile'])
    expect(bar(supervisor)).toContain('/provider/supervisions')
  })

  it('shows staff only office areas whose company module is on, and never provider screens', () => {
    const paths = destinationsFor(staff, company).map((d) => d.to)
    expect(paths).toContain('/billing')
    expect(paths).not.toContain('/finance')
    expect(paths.some((path) => path.startsWith('/provider/'))).toBe(false)
  })

  it('shows an office entry only to someone who holds its permission somewhere, a customer-scoped role included', () => {
    const paths = destinationsFor(regionReader, company).map((d) => d.to)
    expect(paths).toContain('/students')
    expect(paths).toContain('/locations')
    expect(paths).not.toContain('/tasks/import')
    // /config holds every person's own profile and password: no permission needed (users inside it need users.manage).
    expect(paths).toContain('/config')
    expect(destinationsFor({ provider_id: null }, company).map((d) => d.to)).not.toContain('/students')
  })

  it('finds the area of a detail page by the longest matching address', () => {
    const all = destinationsFor(staff, company)
    expect(destinationOf('/providers/12', all)?.to).toBe('/providers')
    expect(destinationOf('/providers/license-alerts', all)?.to).toBe('/providers/license-alerts')
    expect(destinationOf('/providersx', all)).toBeUndefined()
    expect(destinationOf('/provider/service-sessions/history', destinationsFor(provider, company))?.to).toBe('/provider/service-sessions/history')
  })
})

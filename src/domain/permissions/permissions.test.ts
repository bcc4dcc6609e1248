import { describe, expect, it } from 'vitest'
import { canAnywhere, canFor, customersWith, PERMISSIONS, permissionSetOf, ROLE_NAMES, ROLE_PERMISSIONS } from './permissions'

describe('permissions', () => {
  it('gives Administrador every permission and every role only known ones', () => {
    expect([...ROLE_PERMISSIONS.Administrador]).toEqual([...PERMISSIONS])
    for (const role of ROLE_NAMES) for (const permission of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(permission)
  })

  it('keeps the read-only role without any write or manage permission', () => {
    expect(ROLE_PERMISSIONS.Consulta.filter((permission) => !permission.endsWith('.read'))).toEqual([])
  })

  it('folds global and customer-scoped grants, a global grant covering every customer', () => {
    const set = permissionSetOf([
      { permission: 'locations.read', customer_id: null },
      { permission: 'students.read', customer_id: 2 },
      { permission: 'locations.read', customer_id: 2 },
      { permission: 'no.such', customer_id: null },
    ])
    expect(set).toEqual({ permissions: ['locations.read'], customer_permissions: [{ customer_id: 2, permissions: ['students.read'] }] })
    expect(canFor(set, 'students.read', 2)).toBe(true)
    expect(canFor(set, 'students.read', 3)).toBe(false)
    expect(canFor(set, 'students.read', null)).toBe(false)
    expect(canFor(set, 'locations.read', 3)).toBe(true)
    expect(canAnywhere(set, 'students.read')).toBe(true)
    expect(canAnywhere(set, 'students.write')).toBe(false)
    expect(customersWith(set, 'students.read')).toEqual([2])
    expect(customersWith(set, 'locations.read')).toBe('all')
    expect(customersWith(set, 'billing.manage')).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { accessTo } from './access'

const company = { modules: [{ module_id: 'tasks' as const, name: 'Tareas' }] }

describe('accessTo', () => {
  it('allows a global or a customer-scoped grant', () => {
    expect(accessTo({ permission: 'students.read' }, { permissions: ['students.read'] }, company)).toBe('allowed')
    expect(accessTo({ permission: 'students.read' }, { permissions: [], customer_permissions: [{ customer_id: 2, permissions: ['students.read'] }] }, company)).toBe('allowed')
  })

  it('refuses without the permission, and says so before anything when the module is missing', () => {
    expect(accessTo({ permission: 'import.run' }, { permissions: ['students.read'] }, company)).toBe('not-permitted')
    expect(accessTo({ permission: 'import.run', module: 'billing' }, { permissions: ['import.run'] }, company)).toBe('module-missing')
    expect(accessTo({ permission: 'import.run', module: 'tasks' }, {}, null)).toBe('module-missing')
  })
})

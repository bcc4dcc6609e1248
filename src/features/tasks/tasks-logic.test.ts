import { describe, expect, it } from 'vitest'
import type { Company } from '../../domain/company'
import { hubCards } from './hub-cards'
import { reportParams } from './ReportsPage'
import { availableReports } from './report-views'

const summary = { forms: 3, documents: 7, contracts: null, compensatory: 12, reports: { running: 1, ready: 2 } }

describe('hubCards', () => {
  it('has a card for each area the server counted, none for an area it named null', () => {
    const cards = hubCards(summary, false)
    expect(cards.map((card) => card.key)).toEqual(['documents', 'compensatory', 'reports'])
    expect(cards.find((card) => card.key === 'documents')).toMatchObject({ to: '/tasks/documents-inbox', count: 7 })
    expect(cards.find((card) => card.key === 'reports')).toMatchObject({ count: 2, running: 1 })
  })

  it('offers the import, without a count, only to whoever may run it', () => {
    const cards = hubCards({ ...summary, contracts: 4 }, true)
    expect(cards.map((card) => card.key)).toEqual(['documents', 'contracts', 'compensatory', 'import', 'reports'])
    expect(cards.find((card) => card.key === 'import')!.count).toBeNull()
  })
})

describe('reportParams', () => {
  it('turns the form choices into the server params: ids as numbers, empty choices left out', () => {
    expect(reportParams({ period_id: '4', customer_id: '', state: 'expired' })).toEqual({ period_id: 4, state: 'expired' })
  })
})

describe('availableReports', () => {
  const company = (modules: string[]) => ({ modules: modules.map((module_id) => ({ module_id, name: module_id })) }) as Pick<Company, 'modules'>
  it('lists the reports whose data permission the person holds, in a company with their module', () => {
    const billing = { permissions: ['students.read', 'providers.read', 'billing.manage'] as const, customer_permissions: [] }
    expect(availableReports({ ...billing, permissions: [...billing.permissions] }, company(['referrals', 'billing']))).toEqual(['active-students', 'visits-per-period', 'expiring-licenses'])
    expect(availableReports({ ...billing, permissions: [...billing.permissions] }, company(['referrals']))).toEqual(['active-students', 'expiring-licenses'])
  })

  it('counts a customer-scoped grant: the server narrows the rows to that customer', () => {
    const scoped = { permissions: [], customer_permissions: [{ customer_id: 1, permissions: ['students.read' as const] }] }
    expect(availableReports(scoped, company(['referrals']))).toEqual(['active-students'])
  })
})

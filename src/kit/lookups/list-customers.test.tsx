import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { staffUser, tokens } from '../../../test/support/fixtures'
import { renderWithApp } from '../../../test/support/render'
import { saveSignIn } from '../../db/session'
import { ROLE_PERMISSIONS } from '../../domain/permissions/permissions'
import { useCustomersWith } from './list-customers'

const CUSTOMERS = [
  { id: 1, name: 'ORE San Juan' },
  { id: 2, name: 'ORE Bayamón' },
]

function RegionOptions() {
  const customers = useCustomersWith('students.read').data
  return <ul aria-label="regiones">{customers?.map((customer) => <li key={customer.id}>{customer.name}</li>)}</ul>
}

/** Issue 23 item 10: a filter offers only the regions the account may read. */
describe('useCustomersWith', () => {
  it('offers a customer-scoped account only its customers', async () => {
    await saveSignIn(tokens('1'), { ...staffUser, permissions: [], customer_permissions: [{ customer_id: 1, permissions: [...ROLE_PERMISSIONS.Consulta] }] })
    fakeApi().on('GET /customers', { body: CUSTOMERS })
    renderWithApp(<RegionOptions />)
    expect(await screen.findByText('ORE San Juan')).toBeDefined()
    expect(screen.queryByText('ORE Bayamón')).toBeNull()
  })

  it('offers a global role every customer', async () => {
    await saveSignIn(tokens('1'), { ...staffUser, permissions: [...ROLE_PERMISSIONS.Consulta], customer_permissions: [] })
    fakeApi().on('GET /customers', { body: CUSTOMERS })
    renderWithApp(<RegionOptions />)
    expect(await screen.findByText('ORE Bayamón')).toBeDefined()
    expect(screen.getByText('ORE San Juan')).toBeDefined()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'
import type { StudentListItem } from '../../domain/students/types'

const student = (id: number, first: string, sie: string): StudentListItem => ({
  id,
  sie_number: sie,
  first_name: first,
  last_name: 'Rivera',
  second_last_name: null,
  birth_date: '2015-03-09',
  customer_id: 2,
  customer_name: 'Región de Bayamón',
  location_id: 4,
  location_name: 'Escuela José Nevárez',
  grade_id: null,
  grade_name: null,
  active_referrals: 1,
})

function serveStudents() {
  const api = fakeApi()
  api.on('GET /customers', { body: [{ id: 2, name: 'Región de Bayamón', short_name: 'Bayamón', region: 'Bayamón' }, { id: 3, name: 'Región de Ponce', short_name: 'Ponce', region: 'Ponce' }] })
  api.on('GET /students', { body: { items: [student(1, 'Ana', '12345678'), student(2, 'Luis', '87654321')], total: 120 } })
  const listCalls = () => api.calls.filter((call) => call.method === 'GET' && call.path === '/students')
  return { api, listCalls }
}

describe('/students: the list state lives in the URL', () => {
  it('reads search, sort, filter and page from a shared link and sends them to the server', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany(company)
    const served = serveStudents()
    const { router } = renderApp('/students?q=12345678&sort=-sie_number&customer_id=2&page=2')
    const table = await screen.findByRole('table', { name: 'Estudiantes' }, { timeout: 5000 })
    await within(table).findByRole('link', { name: 'Ana Rivera' })
    const sent = new URL(String((globalThis.fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls.find((call) => String(call[0]).includes('/students?'))![0]), 'http://x')
    expect(Object.fromEntries(sent.searchParams)).toEqual({ q: '12345678', sort: '-sie_number', customer_id: '2', page: '2' })
    expect(served.listCalls().length).toBeGreaterThan(0)
    expect((screen.getByRole('searchbox', { name: 'Buscar estudiante' }) as HTMLInputElement).value).toBe('12345678')
    expect(within(table).getByRole('columnheader', { name: /Número SIE/ }).getAttribute('aria-sort')).toBe('descending')
    expect(screen.getByText(/120 resultados · Página 2 de 3/)).toBeDefined()
    expect(router.state.location.search).toEqual({ q: '12345678', sort: '-sie_number', customer_id: 2, page: 2 })
  }, 20_000)

  it('writes a sort, a search and a page back into the address, starting again at page 1', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany(company)
    serveStudents()
    const { router } = renderApp('/students?page=2')
    await screen.findByRole('link', { name: 'Ana Rivera' }, { timeout: 5000 })
    await userEvent.click(screen.getByRole('button', { name: /Número SIE/ }))
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'sie_number' }))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar estudiante' }), 'Ana{Enter}')
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'sie_number', q: 'Ana' }))
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'sie_number', q: 'Ana', page: 2 }))
    expect(router.state.location.href).toContain('/students?')
    // The link restores the same state in a fresh app.
    const href = router.state.location.href
    const again = renderApp(href)
    await waitFor(() => expect(again.router.state.location.search).toEqual({ sort: 'sie_number', q: 'Ana', page: 2 }))
  }, 20_000)

  it('shows a clear page to an office account without students.read', async () => {
    await saveSignIn(tokens('1'), { ...staffUser, permissions: ['finance.manage'] })
    await saveCompany(company)
    serveStudents()
    renderApp('/students')
    expect(await screen.findByText('No tiene acceso a esta sección', {}, { timeout: 5000 })).toBeDefined()
  }, 20_000)
})

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveReferenceLists } from '../../db/reference-lists'
import { saveSignIn } from '../../db/session'

const created = {
  id: 77,
  sie_number: '12345678',
  first_name: 'Ana',
  last_name: 'Núñez',
  second_last_name: null,
  birth_date: '2015-03-09',
  gender_id: 2,
  services: [],
  hash: 'h1',
}

async function openStudents(permissions: string[]) {
  await saveSignIn(tokens('1'), { ...staffUser, permissions: permissions as typeof staffUser.permissions })
  await saveCompany(company)
  await saveReferenceLists({ genders: [{ id: 1, name: 'Masculino' }, { id: 2, name: 'Femenino' }], academicGrades: [] })
  const api = fakeApi()
  api.on('GET /customers', { body: [{ id: 2, name: 'Región de Bayamón', short_name: 'Bayamón', region: 'Bayamón' }] })
  api.on('GET /students', { body: { items: [], total: 0 } })
  api.on('POST /students', { status: 201, body: created })
  api.on('GET /students/77', { body: created })
  const app = renderApp('/students')
  await screen.findByText('No hay estudiantes.', {}, { timeout: 5000 })
  return { api, app }
}

describe('/students: a new student', () => {
  it('is offered only to those who may write students', async () => {
    await openStudents(['students.read'])
    expect(screen.queryByRole('button', { name: 'Nuevo estudiante' })).toBeNull()
  }, 20_000)

  it('is checked by the shared schema, then created, and its screen opens', async () => {
    const { api, app } = await openStudents(['students.read', 'students.write'])
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo estudiante' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo estudiante' })
    const field = (label: string) => within(dialog).getByLabelText<HTMLInputElement>(new RegExp(`^${label}`))
    await userEvent.type(field('Número SIE'), '1234')
    await userEvent.type(field('Nombre'), 'Ana')
    await userEvent.type(field('Apellido paterno'), 'Núñez')
    await userEvent.type(field('Fecha de nacimiento'), '03/09/2015')
    await userEvent.selectOptions(field('Género'), 'Femenino')
    const ssn = field('Seguro social')
    expect(ssn.type).toBe('password')
    await userEvent.type(ssn, '123456789')
    await userEvent.click(screen.getByRole('button', { name: 'Crear estudiante' }))
    expect(await screen.findByText('El número SIE debe tener exactamente 8 dígitos.')).toBeDefined()
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)

    await userEvent.clear(field('Número SIE'))
    await userEvent.type(field('Número SIE'), '12345678')
    await userEvent.click(screen.getByRole('button', { name: 'Crear estudiante' }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/students/77'))
    const post = api.calls.find((call) => call.method === 'POST' && call.path === '/students')!
    expect(post.body).toMatchObject({ sie_number: '12345678', first_name: 'Ana', last_name: 'Núñez', birth_date: '2015-03-09', gender_id: 2, customer_id: 2, ssn: '123-45-6789' })
  }, 30_000)
})

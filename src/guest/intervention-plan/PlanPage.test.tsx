import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { GuestApp } from '../GuestApp'
import { activateGuestLanguage } from '../i18n'
import { guestPlanAnswer } from './plan-fixture'

const UUID = '3f2c9a7e-1b2d-4c5e-8f90-123456789abc'
const PATH = `/guest/intervention-plans/${UUID}`
const PLAN_CALL = `GET /public/intervention-plans/${UUID}`

beforeAll(async () => {
  activateGuestLanguage()
  // The page is a lazy chunk: transformed once here, so the first test does not wait on it.
  await import('./PlanPage')
})

function openPage(path = PATH) {
  return render(<GuestApp pathname={path} />)
}

const initialsBoxes = () => screen.getAllByLabelText('Sus iniciales') as HTMLInputElement[]

describe('the guest plan page', () => {
  it('shows the plan, takes initials on each achievement, then the acceptance', async () => {
    const api = fakeApi()
    api.on('GET /public/company', { body: { name: 'Terapias Educativas del Caribe', short_name: 'Terapias Caribe', colors: { primary: '#0b5394' } } })
    api.on(PLAN_CALL, { body: guestPlanAnswer() })
    const signed: Array<string | null> = [null, null, null]
    api.on('PATCH /public/intervention-plans/objectives/achievements/101/sign', ({ body }) => ((signed[0] = (body as { authorized_initials: string }).authorized_initials), { body: guestPlanAnswer({ initials: [...signed] }) }))
    api.on('PATCH /public/intervention-plans/objectives/achievements/102/sign', () => ((signed[1] = 'MLR'), { body: guestPlanAnswer({ initials: [...signed] }) }))
    api.on('PATCH /public/intervention-plans/objectives/achievements/103/sign', () => ((signed[2] = 'MLR'), { body: guestPlanAnswer({ initials: [...signed] }) }))
    api.on('PATCH /public/intervention-plans/' + UUID + '/discussions/periods/1', { body: guestPlanAnswer({ initials: ['MLR', 'MLR', 'MLR'], state: 'authorized_signed', accepted: true }) })
    openPage()

    expect(await screen.findByText('Ana Rivera')).toBeDefined()
    expect(await screen.findByText('Terapias Educativas del Caribe')).toBeDefined()
    expect(screen.getByRole('heading', { name: 'Logros del periodo: Primer semestre' })).toBeDefined()
    expect(screen.getByText('Rezago leve en lenguaje expresivo.')).toBeDefined()
    expect(screen.getByText('Logrado')).toBeDefined()
    expect(screen.getByText('Este enlace vence el 20 de diciembre de 2026.')).toBeDefined()
    // Who is asked to sign, by the name on record.
    expect(screen.getByText('Se espera la firma de Carmen Pérez, persona autorizada del estudiante.')).toBeDefined()
    const accept = screen.getByRole('button', { name: 'Aceptar los logros' }) as HTMLButtonElement
    expect(accept.disabled).toBe(true)
    expect(initialsBoxes()).toHaveLength(3)

    fireEvent.change(initialsBoxes()[0]!, { target: { value: 'mlr' } })
    fireEvent.click(screen.getAllByRole('button', { name: 'Firmar' })[0]!)
    await screen.findByText(/Iniciales MLR,/)
    // The keyboard goes on to the next box.
    await waitFor(() => expect(document.activeElement).toBe(initialsBoxes()[0]))
    const sent = api.calls.find((call) => call.path.endsWith('/101/sign'))
    expect(sent?.body).toEqual({ uuid: UUID, authorized_initials: 'MLR', hash: 'hash-101-open' })
    // The next boxes offer the initials she just used.
    expect(initialsBoxes().map((box) => box.value)).toEqual(['MLR', 'MLR'])
    fireEvent.click(screen.getAllByRole('button', { name: 'Firmar' })[0]!)
    await waitFor(() => expect(initialsBoxes()).toHaveLength(1))
    fireEvent.click(screen.getByRole('button', { name: 'Firmar' }))
    await waitFor(() => expect(screen.queryAllByLabelText('Sus iniciales')).toHaveLength(0))

    expect(accept.disabled).toBe(false)
    fireEvent.click(accept)
    expect(await screen.findByRole('heading', { name: 'Gracias: aceptó los logros' })).toBeDefined()
    const accepted = api.calls.find((call) => call.method === 'PATCH' && call.path.endsWith('/discussions/periods/1'))
    expect(accepted?.body).toEqual({ action: 'accept-achievements', hash: 'discussion-MLR-MLR-MLR' })
    expect(screen.queryByRole('button', { name: 'Aceptar los logros' })).toBeNull()
  })

  it('checks the initials before sending them', async () => {
    const api = fakeApi()
    api.on(PLAN_CALL, { body: guestPlanAnswer() })
    openPage()
    await screen.findByText('Ana Rivera')
    fireEvent.change(initialsBoxes()[0]!, { target: { value: 'M1' } })
    fireEvent.click(screen.getAllByRole('button', { name: 'Firmar' })[0]!)
    expect(await screen.findByText('Escriba sus iniciales: de 2 a 5 letras, sin números ni espacios.')).toBeDefined()
    expect(initialsBoxes()[0]!.getAttribute('aria-invalid')).toBe('true')
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0)
  })

  it.each([
    [404, 'guest_link_not_found', 'Este enlace no existe'],
    [410, 'guest_link_expired', 'Este enlace venció'],
    [410, 'guest_link_revoked', 'Este enlace ya no es válido'],
    [429, 'too_many_requests', 'Demasiados intentos'],
    [500, 'internal_error', 'No se pudo abrir el plan'],
  ])('answered %i %s, says "%s"', async (status, code, title) => {
    const api = fakeApi()
    api.on(PLAN_CALL, { status, body: { code, message: '…' } })
    openPage()
    expect(await screen.findByRole('heading', { name: title })).toBeDefined()
    expect(screen.queryByLabelText('Sus iniciales')).toBeNull()
  })

  it('says the link is incomplete without asking the server when the address has no uuid', async () => {
    const api = fakeApi()
    openPage('/guest/intervention-plans/3f2c9a7e')
    expect(await screen.findByRole('heading', { name: 'Este enlace no existe' })).toBeDefined()
    expect(api.calls.filter((call) => call.path.startsWith('/public/intervention-plans'))).toHaveLength(0)
  })

  it('without a connection, says so and opens the plan when tried again', async () => {
    const api = fakeApi()
    api.on(PLAN_CALL, { networkError: true })
    openPage()
    expect(await screen.findByRole('heading', { name: 'Sin conexión' })).toBeDefined()
    api.on(PLAN_CALL, { body: guestPlanAnswer() })
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }))
    expect(await screen.findByText('Ana Rivera')).toBeDefined()
  })

  it('once she accepted, says she already signed and offers no boxes', async () => {
    const api = fakeApi()
    api.on(PLAN_CALL, { body: guestPlanAnswer({ initials: ['MLR', 'MLR', 'MLR'], state: 'provider_signed', accepted: true }) })
    openPage()
    expect(await screen.findByRole('heading', { name: 'Ya firmó este plan' })).toBeDefined()
    expect(screen.getByText(/Usted aceptó estos logros el 24 de noviembre de 2026/)).toBeDefined()
    expect(screen.queryByLabelText('Sus iniciales')).toBeNull()
  })

  it('when no period waits for her, shows the goals and says so', async () => {
    const api = fakeApi()
    api.on(PLAN_CALL, { body: guestPlanAnswer({ state: 'achievements_submitted' }) })
    openPage()
    expect(await screen.findByRole('heading', { name: 'Este plan no espera su firma ahora' })).toBeDefined()
    const goals = screen.getByRole('region', { name: 'Metas y objetivos' })
    expect(within(goals).getByText('Trazará las letras de su nombre.')).toBeDefined()
  })

  it('keeps what she typed when signing fails for want of a connection', async () => {
    const api = fakeApi()
    api.on(PLAN_CALL, { body: guestPlanAnswer() })
    api.on('PATCH /public/intervention-plans/objectives/achievements/101/sign', { networkError: true })
    openPage()
    await screen.findByText('Ana Rivera')
    fireEvent.change(initialsBoxes()[0]!, { target: { value: 'ABC' } })
    fireEvent.click(screen.getAllByRole('button', { name: 'Firmar' })[0]!)
    expect(await screen.findByRole('heading', { name: 'Sin conexión: no se guardó' })).toBeDefined()
    expect(initialsBoxes()[0]!.value).toBe('ABC')
    // The outcome is where the keyboard is, and nothing claims the initials were recorded.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Sin conexión: no se guardó'))
    expect(screen.queryByText('Iniciales registradas.')).toBeNull()
  })

  it('shows the plan as it is now when it changed while she read it', async () => {
    const api = fakeApi()
    api.on(PLAN_CALL, { body: guestPlanAnswer() })
    const current = guestPlanAnswer()
    current.plan.goals[0]!.objectives[0]!.achievements[0]!.progress_level = 'Superado'
    api.on('PATCH /public/intervention-plans/objectives/achievements/101/sign', { status: 409, body: { code: 'version_conflict', message: '…', current } })
    openPage()
    await screen.findByText('Logrado')
    fireEvent.change(initialsBoxes()[0]!, { target: { value: 'ABC' } })
    fireEvent.click(screen.getAllByRole('button', { name: 'Firmar' })[0]!)
    expect(await screen.findByRole('heading', { name: 'El plan cambió mientras lo leía' })).toBeDefined()
    expect(screen.getByText('Superado')).toBeDefined()
  })

  it('a link that stopped working while she signs replaces the plan with the reason', async () => {
    const api = fakeApi()
    api.on(PLAN_CALL, { body: guestPlanAnswer() })
    api.on('PATCH /public/intervention-plans/objectives/achievements/101/sign', { status: 410, body: { code: 'guest_link_revoked', message: '…' } })
    openPage()
    await screen.findByText('Ana Rivera')
    fireEvent.change(initialsBoxes()[0]!, { target: { value: 'ABC' } })
    fireEvent.click(screen.getAllByRole('button', { name: 'Firmar' })[0]!)
    expect(await screen.findByRole('heading', { name: 'Este enlace ya no es válido' })).toBeDefined()
    expect(screen.queryByText('Ana Rivera')).toBeNull()
  })

  it('an address the guest entry does not know is a page that does not exist', async () => {
    fakeApi()
    openPage('/guest/other')
    expect(await screen.findByRole('heading', { name: 'Esta página no existe' })).toBeDefined()
  })
})

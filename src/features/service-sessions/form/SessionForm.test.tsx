import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { atFourInTheAfternoon } from '../../../../test/support/company-afternoon'
import { providerUser, tokens } from '../../../../test/support/fixtures'
import { renderApp } from '../../../../test/support/render-app'
import { sessionFields } from '../../../../test/support/session-fields'
import { seedSessionLookups } from '../../../../test/support/session-lookups'
import { db } from '../../../db/database'
import { saveSignIn } from '../../../db/session'
import { addDays } from '../../../domain/rules/dates'
import { companyToday } from '../../../domain/rules/company-time'
import { recordSession } from '../commands'
import { DRAFT_DELAY_MS } from './use-draft-autosave'

// Screens, their catalogs and dialogs load lazily: give them time on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

vi.mock('../../../sync/triggers', () => ({ requestSync: () => undefined, registerBackgroundSync: async () => undefined, syncNow: async () => 'drained' }))

beforeEach(async () => {
  // Sessions recorded today at morning hours, whatever the hour in Puerto Rico.
  atFourInTheAfternoon()
  await saveSignIn(tokens('1'), providerUser)
  await seedSessionLookups()
})

async function openNewForm() {
  const view = renderApp('/provider/service-sessions?form=new')
  const form = await screen.findByRole('form', { name: 'Sesión' })
  return { view, form }
}

const optionTexts = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => option.text)
const field = (form: HTMLElement, label: RegExp | string) => within(form).getByLabelText(label) as HTMLSelectElement

async function chooseStudentAt(user: UserEvent, form: HTMLElement) {
  await user.selectOptions(field(form, /Localidad/), 'Escuela Luis Muñoz Rivera')
  await user.selectOptions(field(form, /Servicio/), 'Terapia del habla')
  await user.click(within(form).getByText('Ana Rivera'))
}

describe('session form', () => {
  it('offers only the visit outcomes of the chosen session outcome, and clears one that no longer fits', async () => {
    const user = userEvent.setup()
    const { form } = await openNewForm()
    await chooseStudentAt(user, form)
    const visitOutcome = () => field(form, 'Resultado de la visita de Ana Rivera')
    expect(visitOutcome().disabled).toBe(true)

    await user.selectOptions(field(form, /Resultado de la sesión/), 'Sesión ofrecida')
    expect(optionTexts(visitOutcome())).toEqual(['Resultado de la visita…', 'Asistió', 'Llegó tarde'])
    await user.selectOptions(visitOutcome(), 'Asistió')

    await user.selectOptions(field(form, /Resultado de la sesión/), 'Estudiante ausente')
    expect(optionTexts(visitOutcome())).toEqual(['Resultado de la visita…', 'Ausencia justificada', 'Ausencia no justificada'])
    expect(visitOutcome().value).toBe('')

    // One choice only: nothing to choose, it is taken.
    await user.selectOptions(field(form, /Resultado de la sesión/), 'Escuela cerrada')
    expect(visitOutcome().value).toBe('5')
  })

  it('shows the students of the chosen service at the chosen location only', async () => {
    const user = userEvent.setup()
    const { form } = await openNewForm()
    await user.selectOptions(field(form, /Localidad/), 'Escuela José de Diego')
    await user.selectOptions(field(form, /Servicio/), 'Terapia del habla')
    expect(within(form).getByText('Carla Ortiz')).toBeDefined()
    expect(within(form).queryByText('Ana Rivera')).toBeNull()
  })

  it('says in words what is missing instead of saving', async () => {
    const user = userEvent.setup()
    const { form } = await openNewForm()
    await user.click(within(form).getByRole('button', { name: 'Guardar' }))
    expect(await within(form).findByText('Seleccione al menos un estudiante.')).toBeDefined()
    expect(within(form).getAllByText('Este campo es obligatorio.').length).toBeGreaterThan(0)
    expect(await db.serviceSessions.count()).toBe(0)
  })

  it('starts from the last-used date, place, type, time, duration and outcome', async () => {
    const yesterday = addDays(companyToday(), -1)
    await recordSession(
      sessionFields({ date: yesterday, time: '10:15', duration_id: 2, location_id: 20, session_type_id: 2, session_outcome_id: 2 }),
      providerUser,
    )
    const { form } = await openNewForm()
    expect((within(form).getByLabelText(/Fecha/) as HTMLInputElement).value).toBe(yesterday)
    expect(field(form, /Hora/).value).toBe('10:15')
    expect(field(form, /Duración/).value).toBe('2')
    expect(field(form, /Localidad/).value).toBe('20')
    expect(field(form, /Tipo de sesión/).value).toBe('2')
    expect(field(form, /Resultado de la sesión/).value).toBe('2')
  })

  it('marks every carried-over value until the person changes it, so a carried outcome is noticed', async () => {
    const user = userEvent.setup()
    await recordSession(sessionFields({ time: '10:15', session_outcome_id: 2 }), providerUser)
    const { form } = await openNewForm()
    const describedBy = (element: HTMLElement) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    const outcome = field(form, /Resultado de la sesión/)
    expect(describedBy(outcome)).toContain('Del último registro: revíselo')
    expect(describedBy(field(form, /Hora/))).toContain('Del último registro: revíselo')
    await user.selectOptions(outcome, '1')
    await waitFor(() => expect(describedBy(field(form, /Resultado de la sesión/))).not.toContain('Del último registro'))
    expect(describedBy(field(form, /Hora/))).toContain('Del último registro: revíselo')
  })

  it('takes today when the last-used date is after today', async () => {
    await db.preferences.put({ key: 'session-defaults', value: { date: addDays(companyToday(), 3), time: '09:00' } })
    const { form } = await openNewForm()
    expect((within(form).getByLabelText(/Fecha/) as HTMLInputElement).value).toBe(companyToday())
    expect(within(form).getByLabelText(/Fecha/).getAttribute('max')).toBe(companyToday())
  })

  it('keeps a half-written session as a draft and brings it back', async () => {
    const user = userEvent.setup()
    const first = await openNewForm()
    await user.type(within(first.form).getByLabelText('Notas'), 'Trabajó vocabulario')
    await waitFor(async () => expect(await db.drafts.count()).toBe(1), { timeout: DRAFT_DELAY_MS * 4 })
    first.view.unmount()

    const { form } = await openNewForm()
    expect(within(form).getByRole('status').textContent).toBe('Se recuperó un borrador')
    expect((within(form).getByLabelText('Notas') as HTMLTextAreaElement).value).toBe('Trabajó vocabulario')
  })

  it('discards the draft on cancel only after the person confirms', async () => {
    const user = userEvent.setup()
    const { form } = await openNewForm()
    await user.type(within(form).getByLabelText('Notas'), 'Borrador')
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' })
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }))
    expect((within(form).getByLabelText('Notas') as HTMLTextAreaElement).value).toBe('Borrador')

    await user.click(within(form).getByRole('button', { name: 'Cancelar' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Descartar' }))
    expect(await screen.findByRole('button', { name: 'Registrar sesión' })).toBeDefined()
    expect(await db.drafts.count()).toBe(0)
  })

  it('shows that the device is full instead of pretending it saved', async () => {
    const user = userEvent.setup()
    const { form } = await openNewForm()
    await user.selectOptions(field(form, /Hora/), '08:00')
    await user.selectOptions(field(form, /Duración/), '30 minutos')
    await user.selectOptions(field(form, /Tipo de sesión/), 'Terapia individual')
    await chooseStudentAt(user, form)
    await user.selectOptions(field(form, /Resultado de la sesión/), 'Escuela cerrada')
    vi.spyOn(db.outbox, 'add').mockRejectedValueOnce(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
    await user.click(within(form).getByRole('button', { name: 'Guardar' }))
    expect((await within(form).findByRole('alert')).textContent).toContain('No hay espacio suficiente en el dispositivo')
    expect(await db.serviceSessions.count()).toBe(0)
    expect(screen.getByRole('form', { name: 'Sesión' })).toBeDefined()
  })
})

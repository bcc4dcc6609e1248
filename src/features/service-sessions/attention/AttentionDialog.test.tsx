import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { atFourInTheAfternoon } from '../../../../test/support/company-afternoon'
import { providerUser, tokens } from '../../../../test/support/fixtures'
import { renderApp } from '../../../../test/support/render-app'
import { sessionFields } from '../../../../test/support/session-fields'
import { seedSessionLookups } from '../../../../test/support/session-lookups'
import { db } from '../../../db/database'
import { fromServer } from '../../../db/local-session'
import { saveSignIn } from '../../../db/session'
import type { SessionFields } from '../../../domain/service-sessions/schemas'
import type { ServiceSession } from '../../../domain/service-sessions/types'
import { recordSession, updateSession } from '../commands'

// Screens, their catalogs and dialogs load lazily: give them time on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

vi.mock('../../../sync/triggers', () => ({ requestSync: () => undefined, registerBackgroundSync: async () => undefined, syncNow: async () => 'drained' }))

const visits = [{ student_id: 11, referral_id: 1, visit_outcome_id: 1 }]

function onServer(id: string, hash: string, fields: Partial<SessionFields> = {}, updatedBy = 1): ServiceSession {
  const base = sessionFields({ location_id: 10, visits, ...fields })
  return {
    id,
    provider_id: 1,
    provider_specialty_id: null,
    ...base,
    notes: base.notes ?? '',
    hash,
    visits: base.visits.map((visit, index) => ({ id: `visit-${index}`, ...visit })),
    created_at: '2026-11-02T12:00:00.000Z',
    updated_at: '2026-11-02T12:00:00.000Z',
    updated_by: updatedBy,
  }
}

/** A session the server has (version v1), changed here while the office changed it too (v2, or deleted). */
async function conflictingChange(office: ((id: string) => ServiceSession) | null) {
  const id = await recordSession(sessionFields({ location_id: 10, visits }), providerUser)
  await db.outbox.clear()
  await db.serviceSessions.put(fromServer(onServer(id, 'v1', { notes: 'Versión anterior' })))
  await updateSession(id, sessionFields({ location_id: 10, visits, notes: 'Mi versión de las notas' }), providerUser)
  const [entry] = await db.outbox.toArray()
  await db.outbox.update(entry!.seq!, { state: 'conflict', current: office ? office(id) : null })
  await db.serviceSessions.update(id, { syncState: 'conflict' })
  return { id, seq: entry!.seq! }
}

async function openAttention(user: UserEvent) {
  renderApp('/')
  await user.click(await screen.findByRole('button', { name: /Requiere atención \(\d+\)/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Requiere atención' })
  await within(dialog).findByRole('list', { name: 'Cambios' })
  return dialog
}

beforeEach(async () => {
  // Sessions recorded today at morning hours, whatever the hour in Puerto Rico.
  atFourInTheAfternoon()
  await saveSignIn(tokens('1'), providerUser)
  await seedSessionLookups()
})

describe('a conflict with an office edit', () => {
  it('shows both versions field by field, and keeps mine when asked', async () => {
    const user = userEvent.setup()
    const { id, seq } = await conflictingChange((id) => onServer(id, 'v2', { notes: 'Notas corregidas en la oficina', time: '09:30' }))
    const dialog = await openAttention(user)
    await user.click(await within(dialog).findByRole('button', { name: 'Comparar versiones' }))

    const table = await within(dialog).findByRole('table', { name: 'Comparación de versiones' })
    expect(within(table).getByRole('columnheader', { name: 'Versión de otra persona' })).toBeDefined()
    const notes = within(table).getByRole('row', { name: /Notas/ })
    expect(notes.textContent).toContain('Mi versión de las notas')
    expect(notes.textContent).toContain('Notas corregidas en la oficina')
    expect(within(notes).getByText('Diferente')).toBeDefined()
    expect(within(table).getByRole('row', { name: /Hora/ }).textContent).toContain('09:30')
    expect(within(within(table).getByRole('row', { name: /Localidad/ })).queryByText('Diferente')).toBeNull()

    await user.click(within(dialog).getByRole('button', { name: 'Conservar mi versión' }))
    await waitFor(async () => expect((await db.outbox.get(seq))?.state).toBe('pending'))
    expect(await db.outbox.get(seq)).toMatchObject({ baseHash: 'v2', request: { body: { notes: 'Mi versión de las notas' } } })
    expect((await db.serviceSessions.get(id))?.notes).toBe('Mi versión de las notas')
  })

  it("says the other version came from the person's own other device when the server's record says they made it", async () => {
    const user = userEvent.setup()
    await conflictingChange((id) => onServer(id, 'v2', { notes: 'Desde mi teléfono' }, providerUser.id))
    const dialog = await openAttention(user)
    expect(await within(dialog).findByText('Usted cambió esta sesión desde otro dispositivo mientras la cambiaba en este.')).toBeDefined()
    await user.click(await within(dialog).findByRole('button', { name: 'Comparar versiones' }))
    expect(await within(dialog).findByRole('columnheader', { name: 'Versión de su otro dispositivo' })).toBeDefined()
    expect(within(dialog).queryByText(/oficina/)).toBeNull()
  })

  it("uses the other version only after the person confirms", async () => {
    const user = userEvent.setup()
    const { id } = await conflictingChange((id) => onServer(id, 'v2', { notes: 'Notas corregidas en la oficina' }))
    const dialog = await openAttention(user)
    await user.click(await within(dialog).findByRole('button', { name: 'Comparar versiones' }))
    await user.click(await within(dialog).findByRole('button', { name: 'Usar la otra versión' }))
    const confirm = await screen.findByRole('alertdialog', { name: '¿Usar la otra versión?' })
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }))
    expect(await db.outbox.count()).toBe(1)

    await user.click(within(dialog).getByRole('button', { name: 'Usar la otra versión' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Usar la otra versión' }))
    await waitFor(async () => expect(await db.outbox.count()).toBe(0))
    expect(await db.serviceSessions.get(id)).toMatchObject({ notes: 'Notas corregidas en la oficina', hash: 'v2', syncState: 'synced' })
  })

  it('says when the office deleted the session, and does not offer to write over nothing', async () => {
    const user = userEvent.setup()
    await conflictingChange(null)
    const dialog = await openAttention(user)
    // A deletion leaves no record of who made it: neutral words, never "la oficina".
    expect(await within(dialog).findByText('Esta sesión se eliminó en el servidor mientras usted la cambiaba.')).toBeDefined()
    await user.click(await within(dialog).findByRole('button', { name: 'Comparar versiones' }))
    expect(await within(dialog).findByRole('note')).toBeDefined()
    expect(within(dialog).queryByRole('button', { name: 'Conservar mi versión' })).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'Registrar como sesión nueva' })).toBeDefined()
  })
})

describe('a refused change', () => {
  async function refusedNewSession() {
    const id = await recordSession(sessionFields({ location_id: 10, visits }), providerUser)
    const [entry] = await db.outbox.toArray()
    const lastError = {
      status: 422,
      code: 'referral_not_assignable',
      message: 'El referido no está activo.',
      errors: { 'visits.0.referral_id': 'referral_not_assignable' },
    }
    await db.outbox.update(entry!.seq!, { state: 'failed', lastError })
    await db.serviceSessions.update(id, { syncState: 'failed' })
    return { id, seq: entry!.seq! }
  }

  it('says why in words, and sends it again once corrected', async () => {
    const user = userEvent.setup()
    const { id, seq } = await refusedNewSession()
    const dialog = await openAttention(user)
    expect(within(dialog).getByText('Un estudiante no puede recibir esta sesión (su referido no está activo o no le corresponde).')).toBeDefined()
    expect(within(dialog).getByText('Ana Rivera: Este estudiante no puede recibir la sesión.')).toBeDefined()

    await user.click(within(dialog).getByRole('button', { name: 'Corregir' }))
    const form = await within(dialog).findByRole('form', { name: 'Sesión' })
    expect((within(form).getByLabelText(/Localidad/) as HTMLSelectElement).value).toBe('10')
    await user.click(within(form).getByText('Ana Rivera'))
    await user.click(within(form).getByText('Bruno Colón'))
    await user.selectOptions(within(form).getByLabelText('Resultado de la visita de Bruno Colón'), 'Asistió')
    await user.click(within(form).getByRole('button', { name: 'Guardar' }))

    await waitFor(async () => expect((await db.outbox.get(seq))?.state).toBe('pending'))
    expect((await db.outbox.get(seq))?.request.body).toMatchObject({ id, visits: [{ student_id: 12, referral_id: 2, visit_outcome_id: 1 }] })
    expect((await db.serviceSessions.get(id))?.syncState).toBe('pending')
  })

  it('is discarded only after the person confirms', async () => {
    const user = userEvent.setup()
    const { id } = await refusedNewSession()
    const dialog = await openAttention(user)
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }))
    await user.click(within(await screen.findByRole('alertdialog', { name: '¿Descartar este cambio?' })).getByRole('button', { name: 'Descartar' }))
    await waitFor(async () => expect(await db.outbox.count()).toBe(0))
    expect(await db.serviceSessions.get(id)).toBeUndefined()
    expect(await within(dialog).findByText('No hay cambios que requieran atención.')).toBeDefined()
  })
})

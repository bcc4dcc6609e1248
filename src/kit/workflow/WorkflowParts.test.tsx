import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../test/support/render'
import type { DocumentEvent } from '../../domain/workflows/types'
import { ConflictNotice } from './ConflictNotice'
import { EventsTimeline } from './EventsTimeline'
import { WorkflowActions, type ActionView } from './WorkflowActions'

const ACTIONS: ActionView[] = [
  { code: 'claim', label: 'Reclamar' },
  { code: 'unclaim', label: 'Liberar' },
  { code: 'mark-processed', label: 'Marcar como procesado', destructive: true },
]

describe('WorkflowActions', () => {
  it('shows only the actions the server allows now, in the flow order', () => {
    renderWithApp(<WorkflowActions label="Acciones" actions={ACTIONS} allowed={['mark-processed', 'unclaim']} onAction={vi.fn()} />)
    const group = screen.getByRole('group', { name: 'Acciones' })
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Liberar', 'Marcar como procesado'])
  })

  it('draws nothing when no action is allowed', () => {
    renderWithApp(<WorkflowActions label="Acciones" actions={ACTIONS} allowed={[]} onAction={vi.fn()} />)
    expect(screen.queryByRole('group')).toBeNull()
  })

  it('runs a plain action at once, and asks before a destructive one', async () => {
    const onAction = vi.fn(async () => undefined)
    renderWithApp(<WorkflowActions label="Acciones" actions={ACTIONS} allowed={['claim', 'mark-processed']} onAction={onAction} />)
    await userEvent.click(screen.getByRole('button', { name: 'Reclamar' }))
    expect(onAction).toHaveBeenCalledWith('claim')

    await userEvent.click(screen.getByRole('button', { name: 'Marcar como procesado' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Advertencia')).toBeTruthy()
    expect(within(dialog).getByText('Esta acción no se puede revertir. ¿Está seguro que desea continuar?')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(onAction).toHaveBeenCalledTimes(1)

    await userEvent.click(screen.getByRole('button', { name: 'Marcar como procesado' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continuar' }))
    await waitFor(() => expect(onAction).toHaveBeenLastCalledWith('mark-processed'))
  })
})

describe('WorkflowActions with a comment', () => {
  it('asks for a required comment before running, and passes it on', async () => {
    const onAction = vi.fn(async () => undefined)
    const actions: ActionView[] = [{ code: 'return-for-revision', label: 'Devolver', comment: 'required' }]
    renderWithApp(<WorkflowActions label="Acciones" actions={actions} allowed={['return-for-revision']} onAction={onAction} />)
    await userEvent.click(screen.getByRole('button', { name: 'Devolver' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devolver' }))
    expect(within(dialog).getByText('Escriba un comentario para esta acción.')).toBeTruthy()
    expect(onAction).not.toHaveBeenCalled()
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Comentario/ }), 'Faltan firmas')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devolver' }))
    await waitFor(() => expect(onAction).toHaveBeenCalledWith('return-for-revision', 'Faltan firmas'))
  })

  it('warns in the same dialog when the action also cannot be undone', async () => {
    const onAction = vi.fn(async () => undefined)
    const actions: ActionView[] = [{ code: 'mark-processed', label: 'Marcar como procesado', destructive: true, comment: 'optional' }]
    renderWithApp(<WorkflowActions label="Acciones" actions={actions} allowed={['mark-processed']} onAction={onAction} />)
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como procesado' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Advertencia')).toBeTruthy()
    expect(within(dialog).getByText('Esta acción no se puede revertir. ¿Está seguro que desea continuar?')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }))
    await waitFor(() => expect(onAction).toHaveBeenCalledWith('mark-processed', ''))
  })
})

describe('EventsTimeline', () => {
  const events: DocumentEvent[] = [
    {
      id: 1,
      action: 'create',
      from_status: null,
      from_status_name: null,
      to_status: 'received',
      to_status_name: 'Recibido',
      comment: null,
      user_id: 2,
      user_name: 'Roberto Pagán Cruz',
      at: '2026-03-10T13:05:00.000Z',
    },
    {
      id: 2,
      action: 'mark-processed',
      from_status: 'claimed',
      from_status_name: 'En proceso',
      to_status: 'processed',
      to_status_name: 'Procesado',
      comment: 'Visitas confirmadas',
      user_id: 2,
      user_name: 'Roberto Pagán Cruz',
      at: '2026-03-11T15:30:00.000Z',
    },
  ]

  it('lists each step with its action, statuses, date in words, person and comment', () => {
    renderWithApp(
      <EventsTimeline events={events} actionLabel={(code) => ({ create: 'Registro recibido', 'mark-processed': 'Marcar como procesado' })[code] ?? code} />,
    )
    const items = screen.getAllByTestId('document-event')
    expect(items[0]!.textContent).toContain('Registro recibido · Recibido')
    expect(items[1]!.textContent).toContain('Marcar como procesado · En proceso → Procesado')
    expect(items[1]!.textContent).toContain('Visitas confirmadas')
    expect(items[1]!.textContent).toContain('Roberto Pagán Cruz')
    expect(items[1]!.querySelector('time')!.textContent).toMatch(/^11 de marzo de 2026, \d\d:\d\d$/)
  })

  it('says when there is nothing yet', () => {
    renderWithApp(<EventsTimeline events={[]} actionLabel={String} />)
    expect(screen.getByText('Sin movimientos todavía.')).toBeTruthy()
  })
})

describe('ConflictNotice', () => {
  it('shows the message and the record as it is now, and offers to take it', async () => {
    const onReload = vi.fn()
    renderWithApp(<ConflictNotice message="El documento cambió" current={<span>Ahora está: En proceso</span>} onReload={onReload} />)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('El documento cambió')
    expect(alert.textContent).toContain('Ahora está: En proceso')
    await userEvent.click(within(alert).getByRole('button', { name: 'Usar la versión actual' }))
    expect(onReload).toHaveBeenCalled()
  })
})

import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../test/support/render'
import type { OutboxEntry } from '../../db/outbox-types'
import { PlanAttentionItem } from './PlanAttentionItem'

const commands = vi.hoisted(() => ({ keepMyVersion: vi.fn(async () => true), takeServerVersion: vi.fn(async () => undefined) }))
vi.mock('./commands', () => commands)

function entry(fields: Partial<OutboxEntry>): OutboxEntry {
  return {
    seq: 4,
    id: 'm',
    userId: 1,
    type: 'plan.goal.edit',
    entityId: 'plan-goal:g',
    request: { method: 'PUT', path: '/intervention-plans/goals/g', body: { description: 'De la tableta' } },
    baseHash: 'h1',
    createdAt: '2026-11-25T12:00:00Z',
    state: 'conflict',
    attempts: 1,
    nextAttemptAt: 0,
    plan: { planId: 7, change: { type: 'plan.goal.edit', uuid: 'g', description: 'De la tableta' } },
    ...fields,
  }
}

describe('a plan change that needs the person', () => {
  it('shows her version beside the server’s, and sends hers only when she chooses', async () => {
    renderWithApp(<PlanAttentionItem entry={entry({ currentPlanRow: { uuid: 'g', description: 'De la oficina', hash: 'h2' } })} title="Cambio de una meta de un plan" />)
    expect(await screen.findByText('Su versión: De la tableta')).toBeTruthy()
    expect(screen.getByText('Versión del servidor: De la oficina')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mi versión' }))
    expect(commands.keepMyVersion).toHaveBeenCalledWith(4)
    await userEvent.click(screen.getByRole('button', { name: 'Quedarme con la del servidor' }))
    expect(commands.takeServerVersion).toHaveBeenCalledWith(4)
  })

  it('offers only the server’s version when the row was deleted there, and says why a refusal happened', async () => {
    const { unmount } = renderWithApp(<PlanAttentionItem entry={entry({ currentPlanRow: null })} title="Meta" />)
    expect(await screen.findByText('Esto se eliminó en el servidor mientras usted lo cambiaba.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Enviar mi versión' })).toBeNull()
    unmount()
    renderWithApp(<PlanAttentionItem entry={entry({ state: 'failed', lastError: { status: 422, code: 'validation_failed', message: 'La meta es demasiado larga.' } })} title="Meta" />)
    expect(await screen.findByText('La meta es demasiado larga.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Descartar mi cambio' })).toBeTruthy()
  })
})

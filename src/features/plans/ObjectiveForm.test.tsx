import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { providerUser, tokens } from '../../../test/support/fixtures'
import { renderWithApp } from '../../../test/support/render'
import { saveSignIn } from '../../db/session'
import type { PlanObjective } from './api/types'
import { ObjectiveForm } from './ObjectiveForm'

/** An objective's target ("Meta") in the plan editor: optional, in its measurement type's kind, judged before anything is sent. */

const goal = { id: 30, uuid: 'goal-30' }
const objective: PlanObjective = {
  id: 40,
  uuid: 'objective-40',
  goal_id: 30,
  description: 'Produce /r/ en palabras',
  measurement_type_id: 1,
  objective_id: null,
  sort_index: 0,
  target: 80,
  hash: 'o1',
  achievements: [],
}

let api: ReturnType<typeof fakeApi>
beforeEach(async () => {
  await saveSignIn(tokens('1'), providerUser)
  api = fakeApi()
  api.on('GET /public/intervention-plans/objectives/measurement-types', {
    body: [
      { id: 1, name: 'Porcentaje de ejecución', kind: 'percentage' },
      { id: 2, name: 'Nivel de ayuda', kind: 'level' },
    ],
  })
  api.on('POST /intervention-plans/objectives', { status: 201, body: { id: 41, uuid: 'objective-41', hash: 'o2' } })
  api.on('PATCH /intervention-plans/objectives/40', { body: { ...objective, hash: 'o2' } })
})
afterEach(() => vi.restoreAllMocks())

const targetField = () => screen.getByLabelText('Meta') as HTMLInputElement
const writes = () => api.calls.filter((call) => call.method !== 'GET')

async function writeNewObjective(target: string) {
  await userEvent.type(screen.getByLabelText('Objetivo'), 'Lee oraciones cortas')
  await screen.findByRole('option', { name: 'Porcentaje de ejecución' })
  await userEvent.selectOptions(screen.getByLabelText('Tipo de medición'), 'Porcentaje de ejecución')
  await userEvent.type(targetField(), target)
  await userEvent.click(screen.getByRole('button', { name: 'Agregar objetivo' }))
}

describe('ObjectiveForm’s target', () => {
  it('sends the target she sets with the new objective, and words the scale of the chosen type', async () => {
    const onDone = vi.fn()
    renderWithApp(<ObjectiveForm goal={goal} onDone={onDone} />)
    await writeNewObjective('80')
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    // The hint words the chosen type's scale as the progress chart's axis does.
    screen.getByText('Porcentaje (0–100). Déjela vacía si el objetivo no tiene meta.')
    expect(writes()).toMatchObject([
      { method: 'POST', path: '/intervention-plans/objectives', body: { goal_id: 30, description: 'Lee oraciones cortas', measurement_type_id: 1, target: 80 } },
    ])
  })

  it('shows a target out of the kind’s range (150 for a percentage) on the field and sends nothing', async () => {
    const onDone = vi.fn()
    renderWithApp(<ObjectiveForm goal={goal} onDone={onDone} />)
    await writeNewObjective('150')
    await screen.findByText('La meta está fuera del rango de su tipo de medición.')
    expect(targetField().getAttribute('aria-invalid')).toBe('true')
    expect(writes()).toEqual([])
    expect(onDone).not.toHaveBeenCalled()
  })

  it('shows the objective’s target to change, and an emptied field clears it', async () => {
    const onDone = vi.fn()
    renderWithApp(<ObjectiveForm goal={null} objective={objective} onDone={onDone} />)
    expect(targetField().value).toBe('80')
    await userEvent.clear(targetField())
    await userEvent.click(screen.getByRole('button', { name: 'Guardar objetivo' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(writes()).toMatchObject([{ method: 'PATCH', path: '/intervention-plans/objectives/40', body: { measurement_type_id: 1, target: null, hash: 'o1' } }])
  })

  it('puts both targets side by side on a version conflict and sends hers again only when she keeps it', async () => {
    const bodies: unknown[] = []
    api.on('PATCH /intervention-plans/objectives/40', ({ body }) => {
      bodies.push(body)
      return bodies.length === 1
        ? { status: 409, body: { code: 'version_conflict', message: 'Cambió', current: { ...objective, target: 70, hash: 'o9' } } }
        : { body: { ...objective, target: 90, hash: 'o10' } }
    })
    renderWithApp(<ObjectiveForm goal={null} objective={objective} onDone={() => undefined} />)
    await screen.findByRole('option', { name: 'Porcentaje de ejecución' })
    await userEvent.clear(targetField())
    await userEvent.type(targetField(), '90')
    await userEvent.click(screen.getByRole('button', { name: 'Guardar objetivo' }))
    const conflict = await screen.findByRole('group', { name: 'Conflicto de versiones' })
    expect(within(conflict).getByTestId('conflict-mine').textContent).toContain('90 %')
    expect(within(conflict).getByTestId('conflict-current').textContent).toContain('70 %')
    await userEvent.click(within(conflict).getByRole('button', { name: 'Guardar mi versión' }))
    await waitFor(() => expect(bodies).toHaveLength(2))
    expect(bodies[1]).toMatchObject({ target: 90, hash: 'o9' })
  })
})

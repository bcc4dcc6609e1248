import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { providerUser, tokens } from '../../../test/support/fixtures'
import { renderWithApp } from '../../../test/support/render'
import { saveSignIn } from '../../db/session'
import type { PlanGoal } from './api/types'
import { GoalForm } from './GoalForm'

const goal: PlanGoal = {
  id: 30,
  uuid: 'goal-30',
  description: 'mejorar articulacion',
  sort_index: 0,
  hash: 'g1',
  objectives: [
    { id: 40, uuid: 'objective-40', goal_id: 30, description: 'Produce /r/ en palabras', measurement_type_id: 1, objective_id: null, sort_index: 0, hash: 'o1', achievements: [] },
  ],
}

afterEach(() => vi.restoreAllMocks())

describe('GoalForm with the writing assistant', () => {
  it('words the goal from the plan content only and leaves the suggestion in the field to edit', async () => {
    await saveSignIn(tokens('1'), providerUser)
    const api = fakeApi()
    api.on('GET /intervention-plans/goal-templates', { body: { total: 0, items: [] } })
    api.on('GET /ai/status', { body: { available: true } })
    api.on('POST /ai/generate', { body: { text: 'El estudiante mejorará la articulación de sonidos.' } })
    renderWithApp(<GoalForm planId={7} serviceName="Terapia del habla" goal={goal} onDone={() => undefined} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Redactar con IA' }))
    const field = screen.getByLabelText('Meta') as HTMLTextAreaElement
    await vi.waitFor(() => expect(field.value).toBe('El estudiante mejorará la articulación de sonidos.'))
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      purpose: 'goal_wording',
      context: {
        service_name: 'Terapia del habla',
        goals: [{ text: 'mejorar articulacion', objectives: [{ text: 'Produce /r/ en palabras', measurement_type: null, progress_level: null, comments: null }] }],
      },
    })
    // Nothing is saved by the suggestion: she edits it, then saves.
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false)
    await userEvent.type(field, ' Editado')
    expect(field.value).toBe('El estudiante mejorará la articulación de sonidos. Editado')
  })

  it('sends nothing while the draft is empty', async () => {
    await saveSignIn(tokens('1'), providerUser)
    const api = fakeApi()
    api.on('GET /intervention-plans/goal-templates', { body: { total: 0, items: [] } })
    api.on('GET /ai/status', { body: { available: true } })
    renderWithApp(<GoalForm planId={7} serviceName="Terapia del habla" onDone={() => undefined} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Redactar con IA' }))
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('asks for all her goal templates in one page, by the list convention the server reads (page_size, not limit)', async () => {
    await saveSignIn(tokens('1'), providerUser)
    const api = fakeApi()
    api.on('GET /intervention-plans/goal-templates', { body: { total: 0, items: [] } })
    api.on('GET /ai/status', { body: { available: true } })
    renderWithApp(<GoalForm planId={7} serviceName="Terapia del habla" onDone={() => undefined} />)
    await vi.waitFor(() => expect(api.calls.some((call) => call.path === '/intervention-plans/goal-templates')).toBe(true))
    const call = api.calls.find((candidate) => candidate.path === '/intervention-plans/goal-templates')!
    expect(call.search.get('page_size')).toBe('500')
    expect(call.search.has('limit')).toBe(false)
  })
})

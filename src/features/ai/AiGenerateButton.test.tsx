import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { providerUser, tokens } from '../../../test/support/fixtures'
import { renderWithApp } from '../../../test/support/render'
import { saveSignIn } from '../../db/session'
import type { AiContext } from '../../domain/ai/schemas'
import { AiGenerateButton } from './AiGenerateButton'

const context: AiContext = {
  service_name: 'Terapia del habla y lenguaje',
  goals: [{ text: 'Mejorar la articulación.', objectives: [{ text: 'Produce /r/ inicial.', measurement_type: 'Porcentaje', progress_level: 'Logrado', comments: null }] }],
}

/** A summary field with the button, as a plan editor would use it. */
function SummaryField() {
  const [summary, setSummary] = useState('')
  return (
    <>
      <label>
        Resumen de logros
        <textarea value={summary} onChange={(event) => setSummary(event.target.value)} />
      </label>
      <AiGenerateButton purpose="achievements_summary" context={() => context} onText={setSummary} />
    </>
  )
}

afterEach(() => vi.restoreAllMocks())

describe('AiGenerateButton', () => {
  it('drafts the text into the field from the plan content when generation is available', async () => {
    await saveSignIn(tokens('1'), providerUser)
    const api = fakeApi()
    api.on('GET /ai/status', { body: { available: true } })
    api.on('POST /ai/generate', { body: { text: 'El estudiante logró la meta.' } })
    renderWithApp(<SummaryField />)
    await userEvent.click(await screen.findByRole('button', { name: 'Redactar con IA' }))
    await vi.waitFor(() => expect((screen.getByRole('textbox', { name: 'Resumen de logros' }) as HTMLTextAreaElement).value).toBe('El estudiante logró la meta.'))
    expect(screen.getByText('Texto sugerido: revíselo y edítelo antes de guardar.')).toBeDefined()
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ purpose: 'achievements_summary', context })
  })

  it('is not drawn when the server says generation is not available', async () => {
    await saveSignIn(tokens('1'), providerUser)
    const api = fakeApi()
    api.on('GET /ai/status', { body: { available: false } })
    renderWithApp(<SummaryField />)
    await vi.waitFor(() => expect(api.calls.some((call) => call.path === '/ai/status')).toBe(true))
    // Let the answer render.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('button', { name: 'Redactar con IA' })).toBeNull()
  })

  it('is not drawn offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await saveSignIn(tokens('1'), providerUser)
    const api = fakeApi()
    api.on('GET /ai/status', { body: { available: true } })
    renderWithApp(<SummaryField />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('button', { name: 'Redactar con IA' })).toBeNull()
  })

  it('says when the model did not answer, and leaves the field as it was', async () => {
    await saveSignIn(tokens('1'), providerUser)
    const api = fakeApi()
    api.on('GET /ai/status', { body: { available: true } })
    api.on('POST /ai/generate', { status: 502, body: { code: 'ai_unavailable', message: 'x', reason: 'timeout' } })
    renderWithApp(<SummaryField />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Resumen de logros' }), 'Mi borrador')
    await userEvent.click(await screen.findByRole('button', { name: 'Redactar con IA' }))
    expect((await screen.findByRole('alert')).textContent).toBe('El asistente de redacción no respondió. Intente de nuevo más tarde.')
    expect((screen.getByRole('textbox', { name: 'Resumen de logros' }) as HTMLTextAreaElement).value).toBe('Mi borrador')
  })
})

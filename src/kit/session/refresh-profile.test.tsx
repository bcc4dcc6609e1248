import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { providerUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { readSession, saveSignIn } from '../../db/session'

vi.setConfig({ testTimeout: 20_000 })

describe("the provider's record", () => {
  it('is refreshed in the background when the provider opens a screen of her area', async () => {
    await saveSignIn(tokens('1'), providerUser)
    const api = fakeApi()
    api.on('GET /users/user', { body: { ...providerUser, supervises: true } })
    renderApp('/provider/service-sessions')
    await screen.findByRole('heading', { level: 1 })
    await waitFor(async () => expect((await readSession())?.user.supervises).toBe(true))
    expect(api.calls.filter((call) => call.path === '/users/user').length).toBeGreaterThan(0)
  })
})

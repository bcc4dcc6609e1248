import { waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { providerUser, tokens } from '../../test/support/fixtures'
import { saveSignIn } from '../db/session'
import { startBackgroundWork } from './start'

const { startSyncTriggers } = vi.hoisted(() => ({ startSyncTriggers: vi.fn() }))
vi.mock('../sync/triggers', () => ({ startSyncTriggers }))
// The work waits for the first screen and then for idle time: here, neither is awaited.
vi.mock('../components/first-screen', () => ({ afterFirstScreen: (callback: () => void) => callback() }))
vi.mock('../components/idle', () => ({ onIdle: (callback: () => void) => callback() }))

describe('background work at start', () => {
  beforeEach(() => {
    startSyncTriggers.mockClear()
    // Offline: the refresh from the server stays out of this test.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  })
  afterEach(() => vi.restoreAllMocks())

  it('starts the sync engine only once someone signs in, and only once', async () => {
    startBackgroundWork()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(startSyncTriggers).not.toHaveBeenCalled()

    await saveSignIn(tokens('1'), providerUser)
    await waitFor(() => expect(startSyncTriggers).toHaveBeenCalledTimes(1))

    await saveSignIn(tokens('2'), providerUser)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(startSyncTriggers).toHaveBeenCalledTimes(1)
  })

  it('starts it at once on a device with a session', async () => {
    await saveSignIn(tokens('1'), providerUser)
    startBackgroundWork()
    await waitFor(() => expect(startSyncTriggers).toHaveBeenCalledTimes(1))
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeLocks } from '../../test/support/fake-locks'
import { runSync, SYNC_LOCK } from './engine'
import { EDITING_LOCK, holdEditing, whenIdle, whenNotEditingHere } from './update-gate'

vi.mock('./pull-sessions', () => ({ pullRecentSessions: async () => undefined }))

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the update gate', () => {
  let locks: FakeLocks
  beforeEach(() => {
    locks = new FakeLocks()
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
  })
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks')
  })

  it('lets the new worker take over only after every form with unsaved changes is saved or discarded', async () => {
    const releaseA = holdEditing()
    const releaseB = holdEditing()
    const takeOver = vi.fn(async () => undefined)
    const done = whenIdle(takeOver)
    await settle()
    expect(takeOver).not.toHaveBeenCalled()
    releaseA()
    await settle()
    expect(takeOver).not.toHaveBeenCalled()
    releaseB()
    await done
    expect(takeOver).toHaveBeenCalledOnce()
  })

  it('waits for a batch in flight to end, and no run starts while the worker takes over', async () => {
    let endBatch: () => void = () => undefined
    const inFlight = locks.request(SYNC_LOCK, () => new Promise<void>((resolve) => (endBatch = resolve)))
    let runDuringTakeOver: string | undefined
    const takeOver = vi.fn(async () => {
      runDuringTakeOver = await runSync({ reason: 'test' })
    })
    const done = whenIdle(takeOver)
    await settle()
    expect(takeOver).not.toHaveBeenCalled()
    endBatch()
    await inFlight
    await done
    expect(takeOver).toHaveBeenCalledOnce()
    // The engine found the sync lock taken: it sent nothing during the switch.
    expect(runDuringTakeOver).toBe('busy')
  })

  it('holds off a form that becomes dirty during the switch until the switch is over', async () => {
    let finish: () => void = () => undefined
    const done = whenIdle(() => new Promise<void>((resolve) => (finish = resolve)))
    await settle()
    const release = holdEditing()
    await settle()
    expect(locks.isHeld(EDITING_LOCK)).toBe(true)
    finish()
    await done
    await settle()
    // The form's shared hold was granted after the worker's exclusive one ended.
    expect(locks.isHeld(EDITING_LOCK)).toBe(true)
    release()
    await settle()
    expect(locks.isHeld(EDITING_LOCK)).toBe(false)
  })

  it('reloads this page into the new version only once its forms are saved or discarded', () => {
    const reload = vi.fn()
    const release = holdEditing()
    whenNotEditingHere(reload)
    expect(reload).not.toHaveBeenCalled()
    release()
    release()
    expect(reload).toHaveBeenCalledOnce()
    whenNotEditingHere(reload)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})

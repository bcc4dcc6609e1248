import { describe, expect, it } from 'vitest'
import type { OutboxEntry } from '../db/outbox-types'
import { classifyAnswer } from './send-mutation'

const entry = { type: 'service-session.update' } as OutboxEntry

describe('a 409 answer to a session change', () => {
  it('is a conflict to compare when the version changed', () => {
    expect(classifyAnswer(entry, 409, { code: 'version_conflict', message: 'x', current: null })).toEqual({ kind: 'conflict', current: null })
  })
  it('is a refusal for the person when the billing period is locked (nothing to compare)', () => {
    expect(classifyAnswer(entry, 409, { code: 'period_locked', message: 'El periodo está cerrado.' })).toMatchObject({ kind: 'rejected', status: 409, code: 'period_locked' })
  })
})

import { describe, expect, it } from 'vitest'
import { PLAN_STATUS_ID, planCreationRefusal, planFlow, planPatchAction, planStatusOf, planTab, statusChangeAllowed, type PlanStatus } from './status'

describe('planTab (spec §4)', () => {
  // [status, delta, tab]
  const table: [number, number, string | null][] = [
    [1, -1, null],
    [1, 0, 'draft'],
    [1, 1, 'draft'],
    [2, -1, 'archived'],
    [2, 0, 'current'],
    [2, 1, 'next'],
    [3, -1, 'archived'],
    [3, 0, 'current'],
    [3, 1, 'next'],
    [4, -1, 'archived'],
    [4, 0, 'archived'],
    [4, 1, 'archived'],
    [2, 2, null],
    [5, 0, null],
  ]
  it.each(table)('status %i with delta %i is in tab %s', (status, delta, tab) => {
    expect(planTab(status, delta)).toBe(tab)
  })
})

describe('planCreationRefusal (spec §4)', () => {
  const year = (delta: number) => ({ delta, key_dates: { plans_start: '2026-05-01' } })
  const table: [number, string, string | null][] = [
    [-1, '2026-06-01', 'past_year'],
    [-1, '2026-04-30', 'past_year'],
    [0, '2026-04-30', 'before_plans_start'],
    [0, '2026-05-01', null],
    [0, '2026-05-02', null],
    [1, '2026-04-30', 'before_plans_start'],
    [1, '2026-05-01', null],
  ]
  it.each(table)('delta %i on %s → %s', (delta, today, refusal) => {
    expect(planCreationRefusal(year(delta), today)).toBe(refusal)
  })
})

describe('statusChangeAllowed', () => {
  const table: [number, number, boolean][] = [
    [1, 1, true],
    [1, 2, true],
    [1, 3, true],
    [1, 4, false],
    [2, 1, false],
    [2, 3, true],
    [2, 4, true],
    [3, 4, true],
    [4, 2, false],
    [4, 1, false],
  ]
  it.each(table)('%i → %i: %s', (from, to, allowed) => {
    expect(statusChangeAllowed(from, to)).toBe(allowed)
  })
})

describe('planFlow', () => {
  it('PATCH names a status; the table gives the move, and never revert-to-draft', () => {
    expect(planPatchAction(1, 2)).toBe('activate-current')
    expect(planPatchAction(1, 3)).toBe('activate-next')
    expect(planPatchAction(3, 2)).toBe('move-to-current')
    expect(planPatchAction(2, 3)).toBe('move-to-next')
    expect(planPatchAction(2, 4)).toBe('archive')
    expect(planPatchAction(4, 1)).toBeNull()
    expect(planPatchAction(2, 1)).toBeNull()
    expect(planPatchAction(9, 2)).toBeNull()
  })

  it('each named status is its status_id', () => {
    for (const status of Object.keys(planFlow.statuses) as PlanStatus[]) expect(planStatusOf(PLAN_STATUS_ID[status])).toBe(status)
    expect(planFlow.actions['revert-to-draft'].from).toEqual(['active-current', 'active-next', 'archived'])
  })
})

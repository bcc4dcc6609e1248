import { describe, expect, it } from 'vitest'
import { chooseLevel, deepestLevel, drillDownOf, type DrillDown, type DrillLevel } from './drill-down'

const full: DrillDown = { month: '2026-10', customer_id: 2, provider_id: 3, service_id: 4, view: 'students' }

describe('chooseLevel: choosing a level clears every level below it', () => {
  const cases: [name: string, from: DrillDown, level: DrillLevel, value: unknown, expected: DrillDown][] = [
    ['a month at the top', {}, 'month', '2026-09', { month: '2026-09' }],
    ['another month clears everything below', full, 'month', '2026-09', { month: '2026-09' }],
    ['the same month again still clears below', full, 'month', '2026-10', { month: '2026-10' }],
    ['a customer keeps the month', full, 'customer_id', 7, { month: '2026-10', customer_id: 7 }],
    ['a provider keeps month and customer', full, 'provider_id', 8, { month: '2026-10', customer_id: 2, provider_id: 8 }],
    ['a service keeps the three above', full, 'service_id', 9, { month: '2026-10', customer_id: 2, provider_id: 3, service_id: 9 }],
    ['the view is the last level and clears nothing', full, 'view', 'visits', { ...full, view: 'visits' }],
    ['clearing a customer clears provider, service and view', full, 'customer_id', undefined, { month: '2026-10' }],
    ['clearing the month clears everything', full, 'month', undefined, {}],
    ['a deeper level on a partial drill-down', { month: '2026-10', customer_id: 2 }, 'provider_id', 5, { month: '2026-10', customer_id: 2, provider_id: 5 }],
  ]
  it.each(cases)('%s', (_name, from, level, value, expected) => {
    expect(chooseLevel(from, level, value as never)).toEqual(expected)
  })

  it('does not change the drill-down it was given', () => {
    const before = { ...full }
    chooseLevel(full, 'month', '2026-01')
    expect(full).toEqual(before)
  })
})

describe('drillDownOf', () => {
  const cases: [name: string, search: Record<string, unknown>, expected: DrillDown][] = [
    ['nothing chosen', {}, {}],
    ['every level, as URL strings', { month: '2026-10', customer_id: '2', provider_id: '3', service_id: '4', view: 'visits' }, { ...full, view: 'visits' }],
    ['a level without the one above it is ignored', { provider_id: '3' }, {}],
    ['a gap stops the drill-down', { month: '2026-10', provider_id: '3' }, { month: '2026-10' }],
    ['a bad month is dropped', { month: '2026-13', customer_id: '2' }, {}],
    ['a bad id is dropped with what is below it', { month: '2026-10', customer_id: 'x', provider_id: '3' }, { month: '2026-10' }],
    ['an unknown view is dropped', { ...full, view: 'chart' }, { month: '2026-10', customer_id: 2, provider_id: 3, service_id: 4 }],
  ]
  it.each(cases)('%s', (_name, search, expected) => {
    expect(drillDownOf(search)).toEqual(expected)
  })
})

describe('deepestLevel', () => {
  it('names the last level chosen', () => {
    expect(deepestLevel({})).toBeNull()
    expect(deepestLevel({ month: '2026-10' })).toBe('month')
    expect(deepestLevel(full)).toBe('view')
  })
})

import { describe, expect, it } from 'vitest'
import { checkObjectiveValue, ObjectiveDataList, type MeasurementKind } from './objective-data'
import { PROGRESS_STEPS, progressStepIndex, suggestProgress, type ProgressStep } from './progress-suggestion'
import * as v from 'valibot'

describe('suggestProgress (the rule in its doc comment)', () => {
  // [what, values in date order, target, kind, suggested step]
  const table: [string, number[], number | null, MeasurementKind, ProgressStep | null][] = [
    ['no points', [], 80, 'percentage', null],
    ['no target', [90, 95], null, 'percentage', null],
    ['none at target', [10, 20, 30, 40, 50], 80, 'percentage', 'not_started'],
    ['one of five', [80, 20, 30, 40, 50], 80, 'percentage', 'minimal'],
    ['two of five', [80, 90, 30, 40, 50], 80, 'percentage', 'moderate'],
    ['three of five', [80, 90, 85, 40, 50], 80, 'percentage', 'significant'],
    ['four of five, the last at target', [80, 90, 85, 40, 80], 80, 'percentage', 'achieved'],
    ['four of five, the last below', [80, 90, 85, 100, 79], 80, 'percentage', 'significant'],
    ['all five', [80, 80, 80, 80, 80], 80, 'percentage', 'achieved'],
    ['only the last five count', [0, 0, 0, 90, 90, 90, 90, 90], 80, 'percentage', 'achieved'],
    ['older successes do not count', [90, 90, 90, 90, 0, 0, 0, 0, 0], 80, 'percentage', 'not_started'],
    ['a single point at target', [3], 3, 'count', 'achieved'],
    ['a single point below', [2], 3, 'count', 'not_started'],
    ['one of two: half', [3, 1], 3, 'count', 'moderate'],
    ['one of three: a third', [10, 2, 3], 5, 'minutes', 'minimal'],
    ['level: higher is less help, at or above target meets it', [2, 3, 4, 5, 4], 4, 'level', 'significant'],
    ['level: all at 5 with target 4', [5, 5, 4, 5], 4, 'level', 'achieved'],
    ['level: more help than aimed at', [1, 2, 2, 3, 3], 4, 'level', 'not_started'],
  ]
  it.each(table)('%s', (_what, values, target, kind, step) => {
    expect(
      suggestProgress(
        values.map((value) => ({ value })),
        target,
        kind,
      ),
    ).toBe(step)
  })

  it('maps the steps to the five progress levels in their order', () => {
    expect(PROGRESS_STEPS.map(progressStepIndex)).toEqual([0, 1, 2, 3, 4])
  })
})

describe('checkObjectiveValue (the kinds)', () => {
  const table: [MeasurementKind, number, string | null][] = [
    ['percentage', 0, null],
    ['percentage', 100, null],
    ['percentage', 101, 'objective_value_out_of_range'],
    ['percentage', -1, 'objective_value_out_of_range'],
    ['percentage', 50.5, 'objective_value_out_of_range'],
    ['count', 999, null],
    ['count', 1000, 'objective_value_out_of_range'],
    ['minutes', 600, null],
    ['minutes', 601, 'objective_value_out_of_range'],
    ['level', 1, null],
    ['level', 5, null],
    ['level', 0, 'objective_value_out_of_range'],
    ['level', 6, 'objective_value_out_of_range'],
  ]
  it.each(table)('%s %d → %s', (kind, value, error) => {
    expect(checkObjectiveValue(kind, value)).toBe(error)
  })
})

describe('ObjectiveDataList', () => {
  const issues = (value: unknown) => v.safeParse(ObjectiveDataList, value).issues?.map((issue) => issue.message) ?? []
  it('takes up to twenty objectives, each once, with an optional note', () => {
    expect(issues([{ objective_id: 1, value: 80 }, { objective_id: 2, value: 3, note: 'Con ayuda verbal' }, { objective_id: 3, value: 1, note: null }])).toEqual([])
    expect(issues(Array.from({ length: 21 }, (_, index) => ({ objective_id: index + 1, value: 1 })))).toEqual(['too_many_objectives'])
  })
  it('refuses an objective twice, a value no kind takes and a long note', () => {
    expect(issues([{ objective_id: 1, value: 80 }, { objective_id: 1, value: 70 }])).toEqual(['duplicate_objective'])
    expect(issues([{ objective_id: 1, value: 1000 }])).toEqual(['objective_value_out_of_range'])
    expect(issues([{ objective_id: 1, value: 1, note: 'x'.repeat(281) }])).toEqual(['too_long'])
  })
})

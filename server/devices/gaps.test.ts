import { describe, expect, it } from 'vitest'
import { asRanges } from '../../src/domain/sync/ranges'
import { uncovered } from './gaps'

describe('uncovered', () => {
  it('answers the numbers no range covers, as ranges', () => {
    expect(uncovered(1, 10, [[1, 3], [5, 5], [8, 12]])).toEqual([{ from: 4, to: 4 }, { from: 6, to: 7 }])
    expect(uncovered(1, 5, [])).toEqual([{ from: 1, to: 5 }])
    expect(uncovered(1, 5, [[0, 9]])).toEqual([])
    expect(uncovered(3, 2, [])).toEqual([])
  })

  it('accepts overlapping and unsorted ranges', () => {
    expect(uncovered(1, 10, [[6, 8], [1, 4], [2, 5]])).toEqual([{ from: 9, to: 10 }])
  })
})

describe('asRanges', () => {
  it('folds consecutive numbers', () => {
    expect(asRanges([1, 2, 3, 5, 7, 8])).toEqual([[1, 3], [5, 5], [7, 8]])
    expect(asRanges([])).toEqual([])
  })
})

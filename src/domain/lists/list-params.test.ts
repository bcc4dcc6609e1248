import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { listParams, PAGE_SIZE_MAX } from './list-params'

const Params = listParams(['name', 'date'], '-date')

describe('the list convention', () => {
  it('defaults to page 1 of 50 with the list default sort', () => {
    expect(v.parse(Params, {})).toEqual({ page: 1, page_size: 50, sort: { field: 'date', direction: 'desc' } })
  })

  it('reads a sort field with or without a leading minus, and only whitelisted ones', () => {
    expect(v.parse(Params, { sort: 'name' }).sort).toEqual({ field: 'name', direction: 'asc' })
    expect(v.parse(Params, { sort: '-name' }).sort).toEqual({ field: 'name', direction: 'desc' })
    expect(v.safeParse(Params, { sort: 'password' }).issues?.[0]?.message).toBe('invalid_sort')
    expect(v.safeParse(Params, { sort: '--name' }).success).toBe(false)
  })

  it(`bounds page_size at ${PAGE_SIZE_MAX} and refuses zero, negatives and non-numbers`, () => {
    expect(v.parse(Params, { page_size: String(PAGE_SIZE_MAX) }).page_size).toBe(PAGE_SIZE_MAX)
    for (const bad of [String(PAGE_SIZE_MAX + 1), '0', '-1', '1e3', 'abc', '99999999999']) {
      expect(v.safeParse(Params, { page_size: bad }).success, bad).toBe(false)
    }
    for (const bad of ['0', '-2', '1.5', '']) expect(v.safeParse(Params, { page: bad }).success, bad).toBe(false)
  })

  it('trims the search text, drops an empty one and refuses a very long one', () => {
    expect(v.parse(Params, { q: '  Rivera ' }).q).toBe('Rivera')
    expect(v.parse(Params, { q: '   ' }).q).toBeUndefined()
    expect(v.safeParse(Params, { q: 'x'.repeat(101) }).success).toBe(false)
    expect(v.safeParse(Params, { q: 'a\u0000b' }).issues?.[0]?.message).toBe('invalid_characters')
  })
})

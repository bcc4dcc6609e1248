import { describe, expect, it } from 'vitest'
import { listQueryString, listSearch, nextSort, parseSort } from './list-search'

const students = listSearch({ sorts: ['name', 'sie_number'], idFilters: ['customer_id'] })

describe('listSearch', () => {
  it('keeps valid state and leaves defaults out', () => {
    expect(students({ page: 3, page_size: 100, sort: '-sie_number', q: ' Rivera ', customer_id: '2' })).toEqual({
      page: 3,
      page_size: 100,
      sort: '-sie_number',
      q: 'Rivera',
      customer_id: 2,
    })
    expect(students({ page: 1, page_size: 50 })).toEqual({})
  })

  it('drops what a pasted link got wrong instead of refusing it', () => {
    expect(students({ page: -2, page_size: 'many', sort: 'ssn', customer_id: 'x', other: 'y' })).toEqual({})
    expect(students({ page_size: 5000 })).toEqual({ page_size: 500 })
  })

  it('keeps an SIE number search as text', () => {
    expect(students({ q: 12345678 })).toEqual({ q: '12345678' })
  })
})

describe('listQueryString', () => {
  it('sends the same names to the server, in a stable order', () => {
    expect(listQueryString({ q: 'ana', page: 2, customer_id: 3, sort: undefined })).toBe('?customer_id=3&page=2&q=ana')
    expect(listQueryString({})).toBe('')
  })
})

describe('sorting', () => {
  it('turns a header click into ascending, then descending', () => {
    expect(nextSort(undefined, 'name', 'name')).toBe('-name')
    expect(nextSort('-name', 'name', 'name')).toBe('name')
    expect(nextSort(undefined, 'name', 'sie_number')).toBe('sie_number')
    expect(parseSort('-sie_number', 'name')).toEqual({ field: 'sie_number', direction: 'desc' })
  })
})

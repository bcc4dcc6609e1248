import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { Filename } from '../attachments/schemas'
import { hasForbiddenCharacters, OptionalText, RequiredText, VersionHash } from './text'
import { Id, IdText, MAX_ID } from './common'

describe('text a person can type', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007'],
    ['DEL', 'a\u007f'],
    ['a C1 control', 'a\u0085b'],
    ['a right-to-left override', 'factura\u202efdp.exe'],
    ['an isolate', '\u2066x\u2069'],
  ])('refuses %s', (_name, text) => {
    expect(hasForbiddenCharacters(text)).toBe(true)
    expect(v.safeParse(RequiredText(50), text).issues?.[0]?.message).toBe('invalid_characters')
  })

  it('keeps accents, ñ and emoji; multi-line text keeps tab and line breaks, single-line text does not', () => {
    expect(hasForbiddenCharacters('Ñandú Pérez 🙂')).toBe(false)
    expect(hasForbiddenCharacters('línea\n\tdos\r\n', { multiLine: true })).toBe(false)
    expect(hasForbiddenCharacters('línea\ndos')).toBe(true)
  })

  it('refuses file names with overrides or C1 controls, which could make a program look like a PDF', () => {
    expect(v.safeParse(Filename, 'licencia\u202efdp.exe').success).toBe(false)
    expect(v.safeParse(Filename, 'licencia\u0090.pdf').success).toBe(false)
    expect(v.parse(Filename, 'Licencia de Ñ.pdf')).toBe('Licencia de Ñ.pdf')
  })

  it('turns blank optional text into null and trims the rest', () => {
    expect(v.parse(OptionalText(10), '   ')).toBeNull()
    expect(v.parse(OptionalText(10), ' ab ')).toBe('ab')
  })

  it('accepts only printable, short version hashes', () => {
    expect(v.is(VersionHash, 'c0ffee-1234')).toBe(true)
    for (const bad of ['', 'a b', 'x'.repeat(129), 'a\u0000']) expect(v.is(VersionHash, bad), bad).toBe(false)
  })
})

describe('ids', () => {
  it('fit the database column in bodies and in URLs alike', () => {
    expect(v.is(Id, MAX_ID)).toBe(true)
    for (const bad of [MAX_ID + 1, 1e21, 0, -1, 1.5, Number.NaN]) expect(v.is(Id, bad), String(bad)).toBe(false)
    expect(v.parse(IdText, '2147483647')).toBe(MAX_ID)
    for (const bad of ['2147483648', '1e21', '0', '-1', '12345678901', 'abc', '']) expect(v.is(IdText, bad), bad).toBe(false)
  })
})

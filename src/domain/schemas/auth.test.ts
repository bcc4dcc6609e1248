import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { LoginInput } from './auth'

const codes = (input: unknown) => {
  const result = v.safeParse(LoginInput, input)
  return result.success ? {} : v.flatten<typeof LoginInput>(result.issues).nested
}

describe('LoginInput', () => {
  it('normalises the e-mail: trimmed and lower-case', () => {
    expect(v.parse(LoginInput, { email: '  Terapeuta@Example.COM ', password: 'x' }).email).toBe('terapeuta@example.com')
  })

  it('answers with codes the app translates', () => {
    expect(codes({ email: '', password: '' })).toEqual({ email: ['required', 'invalid_email'], password: ['required'] })
    expect(codes({ email: 'not-an-email', password: 'x' })).toEqual({ email: ['invalid_email'] })
    expect(codes({ email: 'a b@c.de', password: 'x' })).toEqual({ email: ['invalid_email'] })
    expect(codes({ email: `${'a'.repeat(250)}@c.de`, password: 'x' })).toEqual({ email: ['too_long'] })
  })

  it.each(['persona@escuela.pr', 'a.b+c@dominio.com.pr'])('accepts %s', (email) => {
    expect(v.safeParse(LoginInput, { email, password: 'x' }).success).toBe(true)
  })
})

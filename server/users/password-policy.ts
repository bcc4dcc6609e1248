import { readFileSync } from 'node:fs'
import { invalid } from '../http/errors'
import { serverPath } from '../paths'

/**
 * New passwords must not be among the most common ones (NIST SP 800-63B: check against a list
 * of commonly used passwords). The list is bundled beside this file (its header names the
 * source) and read once; it stays on the server, out of the app's bundle.
 */
let common: Set<string> | undefined

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(serverPath('users', 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  )
  return common
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase())
}

/** 422 with `password_too_common` on `field` (the schema already checked length and characters). */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw invalid({ [field]: 'password_too_common' }, 'La contraseña es demasiado común.')
}

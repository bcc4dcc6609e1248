import argon2 from 'argon2'

// argon2id with the library's defaults (64 MiB, 3 passes): the current OWASP recommendation.
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id })
}

// A real hash of a throw-away password: verifying against it for unknown e-mails makes a wrong
// e-mail take as long as a wrong password, so response times do not reveal which accounts exist.
let decoyHash: Promise<string> | undefined

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword('decoy-password-for-timing')
    await argon2.verify(await decoyHash, password).catch(() => false)
    return false
  }
  return argon2.verify(hash, password).catch(() => false)
}

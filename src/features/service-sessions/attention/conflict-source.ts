import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ServiceSession } from '../../../domain/service-sessions/types'

/**
 * Who made the other version of a conflicting session, as far as the server's record says: the
 * person themself (another of their devices), someone else (the office correcting it, say), or
 * nobody known (a deletion leaves no record). The words never guess: "la oficina" only when it is.
 */
export type ConflictSource = 'own-device' | 'someone-else' | 'unknown'

export function conflictSource(current: ServiceSession | null, userId: number): ConflictSource {
  if (!current) return 'unknown'
  return current.updated_by === userId ? 'own-device' : 'someone-else'
}

const WHAT_HAPPENED = {
  'own-device': msg`Usted cambió esta sesión desde otro dispositivo mientras la cambiaba en este.`,
  'someone-else': msg`Otra persona cambió esta sesión mientras usted la cambiaba.`,
  unknown: msg`Esta sesión se eliminó en el servidor mientras usted la cambiaba.`,
}

const THEIR_VERSION = {
  'own-device': msg`Versión de su otro dispositivo`,
  'someone-else': msg`Versión de otra persona`,
  unknown: msg`Versión del servidor`,
}

export function describeConflict(i18n: I18n, source: ConflictSource): { whatHappened: string; theirVersion: string } {
  return { whatHappened: i18n._(WHAT_HAPPENED[source]), theirVersion: i18n._(THEIR_VERSION[source]) }
}

import { t } from '@lingui/core/macro'
import type { GuestFailure } from './api'

/** What a guest page says when something fails, and whether trying again may help. */
export interface FailureText {
  title: string
  text: string
  retry: boolean
}

export type SaveFailureText = Omit<FailureText, 'retry'>

/** The link opens nothing (unknown, revoked, expired, module off): the page shows this instead of the document. */
export const isLinkFailure = (failure: GuestFailure) =>
  failure.kind === 'refused' && (failure.status === 404 || failure.status === 410 || failure.code === 'module_disabled')

/** The words that change with the document a link opens (a plan, a service form). */
export interface OpeningWords {
  /** Offline: "No se pudo abrir el plan…". */
  offline: string
  /** The company has the module off. */
  moduleDisabled: string
  /** Any other failure's title: "No se pudo abrir el plan". */
  failed: string
}

/** Why a guest link did not open: the link's own troubles read the same for every document. */
export function openingFailureText(failure: GuestFailure, words: OpeningWords): FailureText {
  if (failure.kind === 'offline') return { title: t`Sin conexión`, text: words.offline, retry: true }
  switch (failure.code) {
    case 'guest_link_not_found':
    case 'not_found':
      return { title: t`Este enlace no existe`, text: t`Revise que copió el enlace completo, o pida uno nuevo a su terapeuta.`, retry: false }
    case 'guest_link_expired':
      return { title: t`Este enlace venció`, text: t`Por seguridad, los enlaces para firmar vencen. Pida uno nuevo a su terapeuta.`, retry: false }
    case 'guest_link_revoked':
      return { title: t`Este enlace ya no es válido`, text: t`Su terapeuta lo anuló o envió uno más reciente. Use el último enlace que recibió, o pida uno nuevo.`, retry: false }
    case 'too_many_requests':
      return { title: t`Demasiados intentos`, text: t`Espere unos minutos y vuelva a abrir el enlace.`, retry: true }
    case 'module_disabled':
      return { title: t`Esta página no está disponible`, text: words.moduleDisabled, retry: false }
    default:
      return { title: words.failed, text: t`Hubo un problema en el servidor. Intente de nuevo en unos minutos.`, retry: true }
  }
}

/**
 * Why a signature was not recorded (the document stays on screen): what the document's own codes
 * mean (`specific`), else what any guest save may meet — no connection, too many tries, the server.
 */
export function saveFailureText(failure: GuestFailure, specific: (code: string) => SaveFailureText | undefined): SaveFailureText {
  if (failure.kind === 'offline') {
    return { title: t`Sin conexión: no se guardó`, text: t`Firmar necesita Internet. Revise su conexión e intente de nuevo; lo que escribió se conserva.` }
  }
  const own = specific(failure.code)
  if (own) return own
  if (failure.code === 'too_many_requests') return { title: t`Demasiados intentos`, text: t`Espere unos minutos e intente de nuevo.` }
  return { title: t`No se pudo guardar`, text: t`Hubo un problema en el servidor. Intente de nuevo en unos minutos.` }
}

import { t } from '@lingui/core/macro'
import type { GuestFailure } from '../api'

/** What the page says when a plan cannot be opened, and whether trying again may help. */
export interface FailureText {
  title: string
  text: string
  retry: boolean
}

/** The link opens nothing (unknown, revoked, expired, module off): the page shows this instead of the plan. */
export const isLinkFailure = (failure: GuestFailure) =>
  failure.kind === 'refused' && (failure.status === 404 || failure.status === 410 || failure.code === 'module_disabled')

export function openingFailureText(failure: GuestFailure): FailureText {
  if (failure.kind === 'offline') {
    return { title: t`Sin conexión`, text: t`No se pudo abrir el plan. Revise su conexión a Internet e intente de nuevo.`, retry: true }
  }
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
      return { title: t`Esta página no está disponible`, text: t`La firma de planes en línea no está habilitada. Comuníquese con su terapeuta.`, retry: false }
    default:
      return { title: t`No se pudo abrir el plan`, text: t`Hubo un problema en el servidor. Intente de nuevo en unos minutos.`, retry: true }
  }
}

/** What the page says when a signature or the acceptance was not recorded (the plan stays on screen). */
export function changeFailureText(failure: GuestFailure): Omit<FailureText, 'retry'> {
  if (failure.kind === 'offline') {
    return { title: t`Sin conexión: no se guardó`, text: t`Firmar necesita Internet. Revise su conexión e intente de nuevo; lo que escribió se conserva.` }
  }
  switch (failure.code) {
    case 'version_conflict':
      return { title: t`El plan cambió mientras lo leía`, text: t`Su terapeuta hizo cambios. Lea de nuevo los logros y vuelva a firmar.` }
    case 'already_signed':
      return { title: t`Este logro ya tenía sus iniciales`, text: t`La página muestra ahora lo que está registrado.` }
    case 'achievements_unsigned':
      return { title: t`Faltan iniciales`, text: t`Escriba sus iniciales en cada logro antes de aceptar.` }
    case 'signature_out_of_order':
    case 'plan_archived':
      return { title: t`Este periodo ya no espera su firma`, text: t`La página muestra ahora el estado actual del plan.` }
    case 'too_many_requests':
      return { title: t`Demasiados intentos`, text: t`Espere unos minutos e intente de nuevo.` }
    default:
      return { title: t`No se pudo guardar`, text: t`Hubo un problema en el servidor. Intente de nuevo en unos minutos.` }
  }
}

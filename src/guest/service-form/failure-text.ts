import { t } from '@lingui/core/macro'
import type { GuestFailure } from '../api'
import type { FailureText } from '../intervention-plan/failure-text'

/** What the page says when a form cannot be opened, and whether trying again may help. */
export function formOpeningFailureText(failure: GuestFailure): FailureText {
  if (failure.kind === 'offline') {
    return { title: t`Sin conexión`, text: t`No se pudo abrir el formulario. Revise su conexión a Internet e intente de nuevo.`, retry: true }
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
      return { title: t`Esta página no está disponible`, text: t`La firma de formularios en línea no está habilitada. Comuníquese con su terapeuta.`, retry: false }
    default:
      return { title: t`No se pudo abrir el formulario`, text: t`Hubo un problema en el servidor. Intente de nuevo en unos minutos.`, retry: true }
  }
}

/** What the page says when the signature was not recorded (the form stays on screen). */
export function formSignFailureText(failure: GuestFailure): Omit<FailureText, 'retry'> {
  if (failure.kind === 'offline') {
    return { title: t`Sin conexión: no se guardó`, text: t`Firmar necesita Internet. Revise su conexión e intente de nuevo; lo que escribió se conserva.` }
  }
  switch (failure.code) {
    case 'version_conflict':
      return { title: t`El formulario cambió mientras lo leía`, text: t`Su terapeuta hizo cambios. Léalo de nuevo y vuelva a firmar.` }
    case 'already_signed':
      return { title: t`Este formulario ya estaba firmado`, text: t`La página muestra ahora lo que está registrado.` }
    case 'too_many_requests':
      return { title: t`Demasiados intentos`, text: t`Espere unos minutos e intente de nuevo.` }
    case 'validation_failed':
      return { title: t`Revise los datos`, text: t`Escriba su nombre y su relación con el estudiante, y firme en el recuadro.` }
    default:
      return { title: t`No se pudo guardar`, text: t`Hubo un problema en el servidor. Intente de nuevo en unos minutos.` }
  }
}

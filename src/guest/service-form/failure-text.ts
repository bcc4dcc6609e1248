import { t } from '@lingui/core/macro'
import type { GuestFailure } from '../api'
import { openingFailureText, saveFailureText, type FailureText, type SaveFailureText } from '../failure-text'

/** What the page says when a form cannot be opened, and whether trying again may help. */
export function formOpeningFailureText(failure: GuestFailure): FailureText {
  return openingFailureText(failure, {
    offline: t`No se pudo abrir el formulario. Revise su conexión a Internet e intente de nuevo.`,
    moduleDisabled: t`La firma de formularios en línea no está habilitada. Comuníquese con su terapeuta.`,
    failed: t`No se pudo abrir el formulario`,
  })
}

/** What the page says when the signature was not recorded (the form stays on screen). */
export function formSignFailureText(failure: GuestFailure): SaveFailureText {
  return saveFailureText(failure, (code) => {
    switch (code) {
      case 'version_conflict':
        return { title: t`El formulario cambió mientras lo leía`, text: t`Su terapeuta hizo cambios. Léalo de nuevo y vuelva a firmar.` }
      case 'already_signed':
        return { title: t`Este formulario ya estaba firmado`, text: t`La página muestra ahora lo que está registrado.` }
      case 'validation_failed':
        return { title: t`Revise los datos`, text: t`Escriba su nombre y su relación con el estudiante, y firme en el recuadro.` }
      default:
        return undefined
    }
  })
}

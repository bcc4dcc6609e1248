import { t } from '@lingui/core/macro'
import type { GuestFailure } from '../api'
import { openingFailureText, saveFailureText, type FailureText, type SaveFailureText } from '../failure-text'

/** What the page says when a plan cannot be opened, and whether trying again may help. */
export function planOpeningFailureText(failure: GuestFailure): FailureText {
  return openingFailureText(failure, {
    offline: t`No se pudo abrir el plan. Revise su conexión a Internet e intente de nuevo.`,
    moduleDisabled: t`La firma de planes en línea no está habilitada. Comuníquese con su terapeuta.`,
    failed: t`No se pudo abrir el plan`,
  })
}

/** What the page says when a signature or the acceptance was not recorded (the plan stays on screen). */
export function planChangeFailureText(failure: GuestFailure): SaveFailureText {
  return saveFailureText(failure, (code) => {
    switch (code) {
      case 'version_conflict':
        return { title: t`El plan cambió mientras lo leía`, text: t`Su terapeuta hizo cambios. Lea de nuevo los logros y vuelva a firmar.` }
      case 'already_signed':
        return { title: t`Este logro ya tenía sus iniciales`, text: t`La página muestra ahora lo que está registrado.` }
      case 'achievements_unsigned':
        return { title: t`Faltan iniciales`, text: t`Escriba sus iniciales en cada logro antes de aceptar.` }
      case 'signature_out_of_order':
      case 'plan_archived':
        return { title: t`Este periodo ya no espera su firma`, text: t`La página muestra ahora el estado actual del plan.` }
      default:
        return undefined
    }
  })
}

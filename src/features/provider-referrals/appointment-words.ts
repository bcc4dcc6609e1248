import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BadgeTone } from '../../components/status-badge'
import type { AppointmentStatus } from '../../domain/referrals/types'

const WORDS = {
  scheduled: msg`Programada`,
  held: msg`Realizada`,
  cancelled: msg`Cancelada`,
  missed: msg`No realizada`,
}

export const APPOINTMENT_TONES: Record<AppointmentStatus, BadgeTone> = { scheduled: 'info', held: 'success', cancelled: 'neutral', missed: 'warning' }

export function appointmentStatusWord(i18n: I18n, status: AppointmentStatus): string {
  return i18n._(WORDS[status])
}

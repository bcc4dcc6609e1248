import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OutboxEntry } from '../../../db/outbox-types'
import { formatDateInWords } from '../../shared/format-date'
import type { AttentionEntry } from './use-attention-entries'

const KINDS: Record<OutboxEntry['type'], ReturnType<typeof msg>> = {
  'service-session.create': msg`Nueva sesión`,
  'service-session.update': msg`Cambio de una sesión`,
  'service-session.delete': msg`Eliminación de una sesión`,
  'referral-appointment.event': msg`Evento de una cita`,
}

/** "Nueva sesión del 20 de noviembre de 2026 a las 08:00": which change this is, in words. */
export function changeTitle(i18n: I18n, { entry, session, mine }: AttentionEntry): string {
  const kind = i18n._(KINDS[entry.type])
  const source = mine ?? session
  if (!source?.date || !source.time) return kind
  const date = formatDateInWords(source.date)
  const time = source.time
  return i18n._(msg`${kind} del ${date} a las ${time}`)
}

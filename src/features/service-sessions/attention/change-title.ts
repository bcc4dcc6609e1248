import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OutboxEntry } from '../../../db/outbox-types'
import { formatDateInWords } from '../../../kit/words/format-date'
import type { AttentionEntry } from './use-attention-entries'

const KINDS: Record<OutboxEntry['type'], ReturnType<typeof msg>> = {
  'service-session.create': msg`Nueva sesión`,
  'service-session.update': msg`Cambio de una sesión`,
  'service-session.delete': msg`Eliminación de una sesión`,
  // No screen queues a visit alone or a partial objective today; the push takes them, so they have words too.
  'service-visit.add': msg`Nueva visita de una sesión`,
  'service-visit.update': msg`Cambio de una visita`,
  'service-visit.remove': msg`Eliminación de una visita`,
  'referral-appointment.event': msg`Evento de una cita`,
  'plan.assessment.add': msg`Nuevo avalúo de un plan`,
  'plan.assessment.delete': msg`Eliminación de un avalúo de un plan`,
  'plan.goal.add': msg`Nueva meta de un plan`,
  'plan.goal.edit': msg`Cambio de una meta de un plan`,
  'plan.goal.delete': msg`Eliminación de una meta de un plan`,
  'plan.objective.add': msg`Nuevo objetivo de un plan`,
  'plan.objective.edit': msg`Cambio de un objetivo de un plan`,
  'plan.objective.patch': msg`Cambio de un objetivo de un plan`,
  'plan.objective.delete': msg`Eliminación de un objetivo de un plan`,
  'plan.achievement.put': msg`Logro de un objetivo`,
  'plan.summary.save': msg`Resumen de logros de un plan`,
}

/** What kind of change an outbox entry is, in words. */
export function changeKind(i18n: I18n, type: OutboxEntry['type']): string {
  return i18n._(KINDS[type])
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

import { t } from '@lingui/core/macro'
import { format } from 'date-fns'
import type { BadgeTone } from '../../components/status-badge'
import type { FlowAction } from '../../domain/workflows/flow'
import { visitLogFlow, type VisitLogAction } from '../../domain/workflows/visit-log-flow'
import { dateOptions } from '../../kit/words/format-date'
import type { ActionView } from '../../kit/workflow/action-view'

/** How the visit-log screens show the flow: tones per status, words per action, months in words. */

export const VISIT_LOG_TONES: Record<string, BadgeTone> = {
  received: 'info',
  claimed: 'warning',
  processed: 'success',
}

export function visitLogActionLabel(code: string): string {
  switch (code as VisitLogAction | 'create') {
    case 'create':
      return t`Registro recibido`
    case 'claim':
      return t`Reclamar`
    case 'unclaim':
      return t`Liberar`
    case 'mark-processed':
      return t`Marcar como procesado`
    default:
      return ocrEventLabel(code)
  }
}

/** The OCR steps written to a log's history (server/ocr/service.ts OCR_EVENTS). */
function ocrEventLabel(code: string): string {
  switch (code) {
    case 'ocr-upload':
      return t`Lectura con OCR solicitada`
    case 'ocr-read':
      return t`Lectura con OCR terminada`
    case 'ocr-failed':
      return t`Lectura con OCR fallida`
    case 'ocr-confirm':
      return t`Visitas confirmadas desde OCR`
    default:
      return code
  }
}

/** The flow's actions in its order, destructive as its table says. */
export const visitLogActions = (): ActionView[] =>
  (Object.keys(visitLogFlow.actions) as VisitLogAction[]).map((code) => ({
    code,
    label: visitLogActionLabel(code),
    destructive: Boolean((visitLogFlow.actions[code] as FlowAction<string>).destructive),
    comment: (visitLogFlow.actions[code] as FlowAction<string>).comment,
  }))

/** "septiembre de 2026" (date-fns, in the screen's language). */
export function monthInWords(year: number, month: number): string {
  return format(new Date(year, month - 1, 1), 'LLLL yyyy', dateOptions())
}

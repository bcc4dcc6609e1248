import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LinkProps } from '@tanstack/react-router'
import type { TasksSummary } from '../../domain/tasks/user-tasks'

export interface HubCard {
  key: string
  to: NonNullable<LinkProps['to']>
  title: MessageDescriptor
  description: MessageDescriptor
  /** What waits there; null: a place to start work, not a queue. */
  count: number | null
  /** Said under the count, e.g. reports still being made. */
  running?: number
}

/**
 * The hub's cards from the server's counts: an area the summary names null is not this person's
 * (the server counts only what she may open), so it has no card; importing is an action, shown
 * to whoever may run it, without a count.
 */
export function hubCards(summary: TasksSummary, canImport: boolean): HubCard[] {
  const cards: HubCard[] = []
  if (summary.documents !== null) {
    cards.push({ key: 'documents', to: '/tasks/documents-inbox', title: msg`Documentos por revisar`, description: msg`Discusiones de planes sin completar, por región.`, count: summary.documents })
  }
  if (summary.contracts !== null) {
    cards.push({ key: 'contracts', to: '/tasks/provider-contracts', title: msg`Contratos por aprobar`, description: msg`Contratos enviados que esperan a Finanzas.`, count: summary.contracts })
  }
  if (summary.compensatory !== null) {
    cards.push({
      key: 'compensatory',
      to: '/tasks/compensatory-requests-monitor',
      title: msg`Servicios compensatorios`,
      description: msg`Estudiantes con minutos adeudados sin cubrir.`,
      count: summary.compensatory,
    })
  }
  if (canImport) cards.push({ key: 'import', to: '/tasks/import', title: msg`Importar estudiantes`, description: msg`La hoja de estudiantes activos de la región.`, count: null })
  cards.push({ key: 'reports', to: '/tasks/reports', title: msg`Informes listos`, description: msg`Informes generados para descargar.`, count: summary.reports.ready, running: summary.reports.running })
  return cards
}

/** The forms waiting for each signer, in the order they sign. */
export const WAITING_FOR_LABELS = {
  authorized: msg`Persona autorizada`,
  provider: msg`Proveedor`,
  supervisor: msg`Supervisor`,
} as const

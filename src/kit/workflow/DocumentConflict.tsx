import { Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { ConflictNotice } from './ConflictNotice'
import type { DocumentChange } from './use-document-change'

interface WorkflowDocument {
  status_name: string
  claimed_by_name?: string | null
}

/** The refused change of a document's detail screen (useDocumentChange): its status now, and who holds it. */
export function DocumentConflict<T extends WorkflowDocument>({ change }: { change: DocumentChange<T> }) {
  const { t } = useLingui()
  if (!change.conflict) return null
  const { message, current } = change.conflict
  const status = current.status_name
  const claimedBy = current.claimed_by_name
  return <ConflictNotice message={message} current={<Text>{claimedBy ? t`Ahora está: ${status} (${claimedBy}).` : t`Ahora está: ${status}.`}</Text>} onReload={change.takeCurrent} />
}

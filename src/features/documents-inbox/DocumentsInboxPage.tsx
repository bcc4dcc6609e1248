import { useLingui } from '@lingui/react/macro'
import { DOCUMENTS_INBOX_AREA } from '../../kit/office/destinations'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { DocumentsInboxScreen } from './DocumentsInboxScreen'

/** /tasks/documents-inbox behind its gate (the plans module and plans.read, as the server checks). */
export function DocumentsInboxPage() {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={DOCUMENTS_INBOX_AREA} title={t`Bandeja de documentos`}>
      <DocumentsInboxScreen />
    </OfficeGate>
  )
}

import { ClosableDialog } from '../../../components/closable-dialog'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { CurrentUser } from '../../../domain/schemas/auth'
import { Loader } from '../../../components/loader'
import { useSessionLookups } from '../lookups'
import { AttentionList } from './AttentionList'
import type { AttentionView } from './attention-view'
import { ConflictView } from './ConflictView'
import { CorrectionForm } from './CorrectionForm'
import { useAttentionEntries } from './use-attention-entries'


/**
 * "Requiere atención": the changes the server refused and the ones that conflict with an office
 * edit. Nothing here is dropped or overwritten unless the person chooses it (and confirms).
 */
export function AttentionDialog({ user, onClose }: { user: CurrentUser; onClose: () => void }) {
  const { t } = useLingui()
  const entries = useAttentionEntries()
  const lookups = useSessionLookups(user.provider_id ?? 0)
  const [view, setView] = useState<AttentionView>({ kind: 'list' })
  const selected = view.kind === 'list' ? undefined : entries?.find((item) => item.entry.seq === view.seq)
  const back = () => setView({ kind: 'list' })

  let title = t`Requiere atención`
  let body = <Loader type="inline" />
  if (entries && lookups) {
    if (!selected || view.kind === 'list') {
      body = <AttentionList entries={entries} lookups={lookups} userId={user.id} onView={setView} />
    } else if (view.kind === 'compare') {
      title = t`Comparar versiones`
      body = <ConflictView item={selected} lookups={lookups} userId={user.id} onRecordAgain={() => setView({ kind: 'record-again', seq: view.seq })} onDone={back} />
    } else {
      title = view.kind === 'correct' ? t`Corregir el cambio` : t`Registrar de nuevo`
      body = <CorrectionForm item={selected} user={user} lookups={lookups} mode={view.kind} onDone={back} />
    }
  }

  return (
    <ClosableDialog title={title} size={{ base: 'full', md: 'xl' }} onClose={onClose}>
      {body}
    </ClosableDialog>
  )
}

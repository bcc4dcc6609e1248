import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ConfirmDialog } from '../../components/confirm-dialog'

/**
 * The house question before something that cannot be undone ("Advertencia"): `ask(subject, run)`
 * opens it; `dialog` is drawn once wherever the caller likes.
 */
export function useConfirm() {
  const { t } = useLingui()
  const [pending, setPending] = useState<{ subject: string; label: string; run: () => Promise<void> } | null>(null)
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t`Advertencia`}
      message={t`Esta acción no se puede revertir. ¿Está seguro que desea continuar?`}
      subject={pending?.subject}
      confirmLabel={pending?.label ?? t`Continuar`}
      cancelLabel={t`Cancelar`}
      onConfirm={async () => {
        await pending?.run()
      }}
      onClose={() => setPending(null)}
    />
  )
  return { dialog, ask: (subject: string, label: string, run: () => Promise<void>) => setPending({ subject, label, run }) }
}

import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { IrreversibleConfirm } from '../../kit/dialogs/IrreversibleConfirm'

/**
 * The house question before something that cannot be undone ("Advertencia"): `ask(subject, run)`
 * opens it; `dialog` is drawn once wherever the caller likes.
 */
export function useConfirm() {
  const { t } = useLingui()
  const [pending, setPending] = useState<{ subject: string; label: string; run: () => Promise<void> } | null>(null)
  const dialog = (
    <IrreversibleConfirm
      open={pending !== null}
      subject={pending?.subject}
      confirmLabel={pending?.label ?? t`Continuar`}
      onConfirm={async () => {
        await pending?.run()
      }}
      onClose={() => setPending(null)}
    />
  )
  return { dialog, ask: (subject: string, label: string, run: () => Promise<void>) => setPending({ subject, label, run }) }
}

import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { UnsyncedChangesError } from '../../db/unsynced-changes-error'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { showSnackbar } from '../../components/snackbar'
import { describeError } from '../../kit/errors/describe-error'
import { signOut } from './commands'

/**
 * Signing out from a device: at once when everything was sent; otherwise a question that says
 * how many changes would be lost, and only a "yes" drops them. `dialog` must be rendered.
 */
export function useSignOut(onSignedOut: () => Promise<void> | void): { requestSignOut: () => void; dialog: ReactNode } {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)
  // Kept after the question closes, so the text does not change while the dialog fades out.
  const [count, setCount] = useState(0)

  async function run(options: { discardUnsynced?: boolean }) {
    try {
      await signOut(options)
    } catch (error) {
      if (!(error instanceof UnsyncedChangesError)) throw error
      setCount(error.count)
      setAsking(true)
      return
    }
    // The next person on this device must not see the last one's office answers.
    queryClient.clear()
    await onSignedOut()
  }
  const reportFailure = (error: unknown) => showSnackbar(describeError(i18n, error), 'error')

  const dialog = (
    <ConfirmDialog
      open={asking}
      title={t`Cambios sin enviar`}
      message={t`${plural(count, {
        one: 'Hay # cambio sin enviar en este dispositivo. Si cierra la sesión ahora se perderá. ¿Desea cerrar la sesión de todos modos?',
        other: 'Hay # cambios sin enviar en este dispositivo. Si cierra la sesión ahora se perderán. ¿Desea cerrar la sesión de todos modos?',
      })}`}
      confirmLabel={t`Cerrar sesión`}
      cancelLabel={t`Cancelar`}
      onConfirm={() => run({ discardUnsynced: true }).catch(reportFailure)}
      onClose={() => setAsking(false)}
    />
  )
  return { requestSignOut: () => void run({}).catch(reportFailure), dialog }
}

import { useLingui } from '@lingui/react/macro'
import { ConfirmDialog } from '../../components/confirm-dialog'

/**
 * The warning before something that cannot be undone (deleting a record, removing a file, ending
 * a rate): "Advertencia", "Esta acción no se puede revertir…", what it touches on its own line,
 * and the action's word ("Eliminar" unless told). One component, so every screen asks the same way.
 */
export function IrreversibleConfirm({
  open,
  subject,
  confirmLabel,
  warning,
  onConfirm,
  onClose,
}: {
  open: boolean
  /** What the action touches (the record's name, the session's date and place). */
  subject?: string
  confirmLabel?: string
  /**
   * What to say instead of "cannot be undone", for an action another one reverses (closing a
   * period, which "Abrir de nuevo" undoes): a false warning teaches people to ignore the true ones.
   */
  warning?: string
  onConfirm: () => Promise<void>
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <ConfirmDialog
      open={open}
      title={t`Advertencia`}
      message={warning ?? t`Esta acción no se puede revertir. ¿Está seguro que desea continuar?`}
      subject={subject}
      confirmLabel={confirmLabel ?? t`Eliminar`}
      cancelLabel={t`Cancelar`}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  )
}

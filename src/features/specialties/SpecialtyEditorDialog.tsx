import { useLingui } from '@lingui/react/macro'
import { ClosableDialog } from '../../components/closable-dialog'
import { SpecialtyEditor, type SpecialtyEditorProps } from './SpecialtyEditor'

/** The specialty editor in a dialog the person can close (office screens and the profile). */
export function SpecialtyEditorDialog({ onClose, ...editor }: Omit<SpecialtyEditorProps, 'onCancel'> & { onClose: () => void }) {
  const { t } = useLingui()
  const name = editor.specialty?.specialty_name
  return (
    <ClosableDialog title={name ? t`Especialidad: ${name}` : t`Agregar especialidad`} size="lg" onClose={onClose}>
      <SpecialtyEditor {...editor} onCancel={onClose} />
    </ClosableDialog>
  )
}

import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { SpecialtyEditor, type SpecialtyEditorProps } from './SpecialtyEditor'

/** The specialty editor in a dialog the person can close (office screens and the profile). */
export function SpecialtyEditorDialog({ onClose, ...editor }: Omit<SpecialtyEditorProps, 'onCancel'> & { onClose: () => void }) {
  const { t } = useLingui()
  const name = editor.specialty?.specialty_name
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{name ? t`Especialidad: ${name}` : t`Agregar especialidad`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <SpecialtyEditor {...editor} onCancel={onClose} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Cerrar`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

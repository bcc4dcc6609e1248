import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ComponentProps, ReactNode } from 'react'

/**
 * A dialog holding a screen of its own (an editor, a list): a title, the content scrolling inside,
 * and a close button; Escape and a click outside close it too.
 */
export function ClosableDialog({
  title,
  size,
  onClose,
  children,
}: {
  title: string
  size: ComponentProps<typeof Dialog.Root>['size']
  onClose: () => void
  children: ReactNode
}) {
  const { t } = useLingui()
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size={size} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Cerrar`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

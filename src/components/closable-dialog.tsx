import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState, type ComponentProps, type ReactNode } from 'react'

/**
 * A dialog holding a screen of its own (an editor, a list): a title, the content scrolling inside,
 * and a close button; Escape and a click outside close it too. Closed, it gives the focus back to
 * what had it when it opened (a button, or a row's actions button): it has no Dialog.Trigger of
 * its own, and without one the focus could be left on the page's body.
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
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null))
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      size={size}
      scrollBehavior="inside"
      finalFocusEl={() => (opener?.isConnected ? opener : null)}
    >
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

import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { useState } from 'react'

/**
 * Asks before something that cannot be undone. `onConfirm` runs with the buttons disabled; the
 * dialog closes when it settles, whether it succeeded or not (the caller reports the outcome).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  subject,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
}: {
  open: boolean
  title: string
  message: string
  /** What the action touches (e.g. the session's date, time and place), on its own line. */
  subject?: string
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => Promise<void>
  onClose: () => void
}) {
  const [busy, setBusy] = useState(false)
  async function confirm() {
    setBusy(true)
    try {
      await onConfirm()
    } finally {
      setBusy(false)
      onClose()
    }
  }
  return (
    // Escape or Cancel close it; a click or focus outside does not (an alert dialog wants an
    // answer, and a menu that opened it hands focus back to its trigger as it closes).
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && !busy && onClose()} role="alertdialog" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
              {subject ? (
                <Text mt="3" fontWeight="semibold" data-testid="confirm-subject">
                  {subject}
                </Text>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette="danger" onClick={() => void confirm()} loading={busy} loadingText={confirmLabel}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

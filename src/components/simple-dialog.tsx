import { Button, CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { createStore, useStore } from './store'

/** The layout's simple dialog (spec §2): a title, a message and an icon. */
export type DialogIcon = 'info' | 'success' | 'warning' | 'error'

interface DialogState {
  title: string
  message: string
  icon: DialogIcon
  close: () => void
}

const dialogStore = createStore<DialogState | null>(null)

const ICONS: Record<DialogIcon, { symbol: string; color: string }> = {
  info: { symbol: 'ℹ', color: 'brand.solid' },
  success: { symbol: '✓', color: 'green.600' },
  warning: { symbol: '⚠', color: 'accent.700' },
  error: { symbol: '✕', color: 'danger.solid' },
}

/** Opens the dialog; resolves when the person closes it. */
export function showDialog(options: { title: string; message: string; icon?: DialogIcon }): Promise<void> {
  return new Promise((resolve) => {
    dialogStore.set({
      icon: 'info',
      ...options,
      close: () => {
        dialogStore.set(null)
        resolve()
      },
    })
  })
}

export function SimpleDialog() {
  const { t } = useLingui()
  const state = useStore(dialogStore)
  const icon = state ? ICONS[state.icon] : ICONS.info
  return (
    <Dialog.Root open={state !== null} onOpenChange={(details) => !details.open && state?.close()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <HStack gap="3">
                <Text as="span" aria-hidden fontSize="2xl" color={icon.color}>
                  {icon.symbol}
                </Text>
                <Dialog.Title>{state?.title}</Dialog.Title>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{state?.message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={() => state?.close()}>
                {t`Aceptar`}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Cerrar`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

import { Button, CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useStore } from './store'
import { dialogStore, type DialogIcon, type DialogState } from './simple-dialog-store'

const ICONS: Record<DialogIcon, { symbol: string; color: string }> = {
  info: { symbol: 'ℹ', color: 'brand.solid' },
  success: { symbol: '✓', color: 'green.600' },
  warning: { symbol: '⚠', color: 'accent.700' },
  error: { symbol: '✕', color: 'danger.solid' },
}

/** Renders the dialog while one is open (the layout loads this module lazily). */
export function SimpleDialog() {
  const state = useStore(dialogStore)
  return state ? <OpenDialog state={state} /> : null
}

function OpenDialog({ state }: { state: DialogState }) {
  const { t } = useLingui()
  const icon = ICONS[state.icon]
  return (
    <Dialog.Root defaultOpen onOpenChange={(details) => !details.open && state.close()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <HStack gap="3">
                <Text as="span" aria-hidden fontSize="2xl" color={icon.color}>
                  {icon.symbol}
                </Text>
                <Dialog.Title>{state.title}</Dialog.Title>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{state.message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={() => state.close()}>
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

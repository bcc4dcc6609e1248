import { Box, Button, HStack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useStore } from '../../components/store'
import { applyUpdate, updateStore } from './service-worker'

/** A quiet bar, not a dialog: the person chooses when to update. */
export function UpdatePrompt() {
  const { t } = useLingui()
  const { waiting, accepted } = useStore(updateStore)
  if (!waiting) return null
  return (
    <Box role="status" position="fixed" insetX="0" bottom="0" bg="gray.900" color="white" px="4" py="3" zIndex="banner">
      <HStack justify="space-between" maxW="4xl" mx="auto" gap="4">
        {accepted ? (
          <Text>{t`La actualización se aplicará cuando no queden formularios sin guardar ni cambios enviándose.`}</Text>
        ) : (
          <>
            <Text>{t`Actualización disponible`}</Text>
            <Button size="sm" colorPalette="accent" onClick={applyUpdate}>
              {t`Actualizar ahora`}
            </Button>
          </>
        )}
      </HStack>
    </Box>
  )
}

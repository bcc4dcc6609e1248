import { Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'

/** Said beside what the server must do itself (sign, move a discussion or a plan, guest links) when there is no connection. */
export function OnlineOnlyNote({ what }: { what?: string }) {
  const { t } = useLingui()
  return (
    <Text role="status" color="fg.error" fontSize="sm">
      {what ?? t`Esto necesita conexión a internet. Conéctese para continuar.`}
    </Text>
  )
}

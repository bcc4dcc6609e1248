import { Alert, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'

export interface ConflictField {
  label: string
  mine: string
  current: string
}

/**
 * A save refused because someone changed the record meanwhile (409 version_conflict): both
 * versions side by side, and the person chooses — nothing is overwritten without her word.
 * `current` is null when the record was removed meanwhile.
 */
export function ConflictView({
  fields,
  removed,
  onKeepMine,
  onTakeCurrent,
  busy,
}: {
  fields: ConflictField[]
  removed: boolean
  onKeepMine: () => void
  onTakeCurrent: () => void
  busy?: boolean
}) {
  const { t } = useLingui()
  return (
    <Alert.Root status="warning" role="group" aria-label={t`Conflicto de versiones`}>
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Title>{removed ? t`Alguien eliminó este registro mientras usted lo editaba.` : t`Alguien cambió este registro mientras usted lo editaba. Compare ambas versiones y elija.`}</Alert.Title>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Version title={t`Su versión`} values={fields.map((field) => [field.label, field.mine])} testId="conflict-mine" />
          {removed ? null : <Version title={t`Versión actual`} values={fields.map((field) => [field.label, field.current])} testId="conflict-current" />}
        </SimpleGrid>
        <HStack gap="2" wrap="wrap">
          {removed ? null : (
            <Button size="sm" colorPalette="brand" onClick={onKeepMine} loading={busy} loadingText={t`Guardando…`}>
              {t`Guardar mi versión`}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={onTakeCurrent} disabled={busy}>
            {removed ? t`Descartar mis cambios` : t`Quedarme con la versión actual`}
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  )
}

function Version({ title, values, testId }: { title: string; values: [string, string][]; testId: string }) {
  return (
    <Box borderWidth="1px" borderRadius="l2" p="3" bg="bg" data-testid={testId}>
      <Text fontWeight="semibold" mb="1">
        {title}
      </Text>
      {values.map(([label, value]) => (
        <Text key={label} whiteSpace="pre-wrap" fontSize="sm">
          <Text as="span" color="fg.muted">{`${label}: `}</Text>
          {value}
        </Text>
      ))}
    </Box>
  )
}

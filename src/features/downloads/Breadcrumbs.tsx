import { Button, HStack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import { breadcrumbsOf } from '../../domain/downloads/paths'

/** Where the folder shown lies, from "Recursos"; each step but the last opens its folder. */
export function Breadcrumbs({ path, onOpen }: { path: string; onOpen: (path: string) => void }) {
  const { t } = useLingui()
  const crumbs = breadcrumbsOf(path)
  return (
    <HStack as="nav" aria-label={t`Ruta de la carpeta`} gap="1" wrap="wrap">
      {crumbs.map((crumb, index) => (
        <Fragment key={crumb.path || '/'}>
          {index > 0 ? <Text color="fg.muted">/</Text> : null}
          {index === crumbs.length - 1 ? (
            <Text fontWeight="semibold" aria-current="page">
              {crumb.name}
            </Text>
          ) : (
            <Button variant="plain" size="sm" px="1" colorPalette="brand" onClick={() => onOpen(crumb.path)}>
              {crumb.name}
            </Button>
          )}
        </Fragment>
      ))}
    </HStack>
  )
}

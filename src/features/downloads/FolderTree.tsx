import { Box, Button, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { ROOT_LABEL } from '../../domain/downloads/paths'
import type { FolderNode } from '../../domain/downloads/types'

/** The folder tree (GET /downloads/folder-tree) as nested buttons; the open folder is marked. */
export function FolderTree({ folders, current, onOpen }: { folders: readonly FolderNode[]; current: string; onOpen: (path: string) => void }) {
  const { t } = useLingui()
  return (
    <Box as="nav" aria-label={t`Carpetas`} minW="56">
      <Stack as="ul" gap="0" listStyleType="none">
        <li>
          <TreeButton name={ROOT_LABEL} path="" current={current} depth={0} onOpen={onOpen} />
          <Branch nodes={folders} current={current} depth={1} onOpen={onOpen} />
        </li>
      </Stack>
    </Box>
  )
}

function Branch({ nodes, current, depth, onOpen }: { nodes: readonly FolderNode[]; current: string; depth: number; onOpen: (path: string) => void }) {
  if (nodes.length === 0) return null
  return (
    <Stack as="ul" gap="0" listStyleType="none">
      {nodes.map((node) => (
        <li key={node.path}>
          <TreeButton name={node.name} path={node.path} current={current} depth={depth} onOpen={onOpen} />
          <Branch nodes={node.children} current={current} depth={depth + 1} onOpen={onOpen} />
        </li>
      ))}
    </Stack>
  )
}

function TreeButton({ name, path, current, depth, onOpen }: { name: string; path: string; current: string; depth: number; onOpen: (path: string) => void }) {
  const open = path === current
  return (
    <Button
      variant={open ? 'subtle' : 'ghost'}
      colorPalette="brand"
      size="sm"
      justifyContent="start"
      w="full"
      ps={`${0.75 + depth}rem`}
      aria-current={open ? 'true' : undefined}
      onClick={() => onOpen(path)}
    >
      {name}
    </Button>
  )
}

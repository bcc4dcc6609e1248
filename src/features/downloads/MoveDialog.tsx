import { Alert, Button, Field, HStack, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { ROOT_LABEL } from '../../domain/downloads/paths'
import type { DownloadItem, FolderNode } from '../../domain/downloads/types'
import { ClosableDialog } from '../../components/closable-dialog'
import { PlainSelect } from '../../components/plain-select'

/** The folders an item may move to: every folder but the item itself and what lies inside it. */
export function destinationsFor(item: DownloadItem, folders: readonly FolderNode[]): { path: string; label: string }[] {
  const inside = (path: string) => item.type === 'folder' && (path === item.path || path.startsWith(`${item.path}/`))
  const list: { path: string; label: string }[] = [{ path: '', label: ROOT_LABEL }]
  const walk = (nodes: readonly FolderNode[]) => {
    for (const node of nodes) {
      if (inside(node.path)) continue
      list.push({ path: node.path, label: `${ROOT_LABEL} / ${node.path.split('/').join(' / ')}` })
      walk(node.children)
    }
  }
  walk(folders)
  return list
}

/** Chooses the folder to move an item to; the server checks again (names, and a folder into itself). */
export function MoveDialog({ item, folders, onMove, onClose, error }: {
  item: DownloadItem
  folders: readonly FolderNode[]
  onMove: (destination: string) => Promise<unknown>
  onClose: () => void
  /** The browser's error, shown here too: the page behind a dialog is hidden from assistive technology. */
  error: string | null
}) {
  const { t } = useLingui()
  const choices = destinationsFor(item, folders)
  const current = item.path.includes('/') ? item.path.slice(0, item.path.lastIndexOf('/')) : ''
  const [destination, setDestination] = useState(current)
  const [saving, setSaving] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    try {
      await onMove(destination)
      onClose()
    } catch {
      // Shown by the browser; the dialog stays open.
    } finally {
      setSaving(false)
    }
  }

  return (
    <ClosableDialog title={t`Mover "${item.name}"`} size="sm" onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} aria-label={t`Mover elemento`}>
        <Stack gap="4">
          {error ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Field.Root>
            <Field.Label>{t`Carpeta de destino`}</Field.Label>
            <PlainSelect value={destination} onChange={(event) => setDestination(event.target.value)}>
              {choices.map((choice) => (
                <option key={choice.path} value={choice.path}>
                  {choice.label}
                </option>
              ))}
            </PlainSelect>
          </Field.Root>
          <HStack justify="end">
            <Button variant="outline" onClick={onClose}>{t`Cancelar`}</Button>
            <Button type="submit" colorPalette="brand" loading={saving} loadingText={t`Mover`} disabled={destination === current}>
              {t`Mover`}
            </Button>
          </HStack>
        </Stack>
      </form>
    </ClosableDialog>
  )
}

import { Button, HStack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { DataTable, type DataColumn } from '../../components/data-table'
import type { DownloadItem } from '../../domain/downloads/types'
import { formatDateTime } from '../../kit/words/format-date'
import { formatSize } from './format-size'
import { Icon } from '../../components/icons'

export type ItemAction = 'open' | 'download' | 'info' | 'rename' | 'move' | 'delete'

/** A folder's items: a folder's name opens it; each row offers what the person may do. */
export function ItemsTable({ items, canManage, onAction }: { items: readonly DownloadItem[]; canManage: boolean; onAction: (action: ItemAction, item: DownloadItem) => void }) {
  const { t } = useLingui()
  const columns: DataColumn<DownloadItem>[] = [
    {
      key: 'name',
      header: t`Nombre`,
      cell: (item) => {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- an action's name, not words
        const openFolder = () => onAction('open', item)
        return item.type === 'folder' ? (
          <Button variant="plain" colorPalette="brand" px="0" onClick={openFolder} aria-label={t`Abrir carpeta ${item.name}`}>
            <Icon name="folder" size={18} /> {item.name}
          </Button>
        ) : (
          <HStack gap="2">
            <Icon name="file" size={18} />
            <Text>{item.name}</Text>
          </HStack>
        )
      },
    },
    { key: 'size', header: t`Tamaño`, numeric: true, cell: (item) => (item.size === null ? '' : formatSize(item.size)) },
    { key: 'updated', header: t`Modificado`, cell: (item) => formatDateTime(item.updated_at) },
    {
      key: 'actions',
      header: t`Acciones`,
      cell: (item) => (
        <HStack gap="1" wrap="wrap">
          {item.type === 'file' ? (
            <>
              <Button size="xs" variant="outline" onClick={() => onAction('download', item)} aria-label={t`Descargar ${item.name}`}>{t`Descargar`}</Button>
              <Button size="xs" variant="ghost" onClick={() => onAction('info', item)} aria-label={t`Detalles de ${item.name}`}>{t`Detalles`}</Button>
            </>
          ) : null}
          {canManage ? (
            <>
              <Button size="xs" variant="ghost" onClick={() => onAction('rename', item)} aria-label={t`Renombrar ${item.name}`}>{t`Renombrar`}</Button>
              <Button size="xs" variant="ghost" onClick={() => onAction('move', item)} aria-label={t`Mover ${item.name}`}>{t`Mover`}</Button>
              <Button size="xs" variant="ghost" colorPalette="danger" onClick={() => onAction('delete', item)} aria-label={t`Eliminar ${item.name}`}>{t`Eliminar`}</Button>
            </>
          ) : null}
        </HStack>
      ),
    },
  ]
  return (
    <DataTable
      caption={t`Contenido de la carpeta`}
      columns={columns}
      rows={items}
      rowKey={(item) => `${item.type}:${item.path}`}
      empty={<Text color="fg.muted">{t`Esta carpeta está vacía.`}</Text>}
    />
  )
}

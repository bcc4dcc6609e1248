import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState, type DragEvent } from 'react'
import type { PurchasableItem } from '../../domain/finance/types'
import { formatCents } from '../../domain/money/money'
import { ClosableDialog } from '../../components/closable-dialog'
import { IrreversibleConfirm } from '../../kit/dialogs/IrreversibleConfirm'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { showSnackbar } from '../../components/snackbar'
import {
  useCreatePurchasableItem,
  useDeletePurchasableItem,
  usePurchasableItems,
  usePurchasableItemTypes,
  useUpdatePurchasableItem,
} from './api/purchasable-items'
import { describeFinanceError } from './field-codes'
import { PurchasableItemEditor, type ItemFields } from './PurchasableItemForm'

/** Some browsers start a drag only when it carries data. */
const DRAG_FORMAT = 'text/plain'

/**
 * /finance/purchasable-items: the items in the office's order. Rows are dragged to a new place
 * (native drag and drop), or moved with the Subir / Bajar buttons from the keyboard; either way
 * the moved item is saved with its new sort_index and the server renumbers the rest.
 */
export function PurchasableItemsScreen() {
  const { t, i18n } = useLingui()
  const items = usePurchasableItems()
  const types = usePurchasableItemTypes().data ?? []
  const create = useCreatePurchasableItem()
  const update = useUpdatePurchasableItem()
  const remove = useDeletePurchasableItem()
  // The order on screen moves at once when a row is dropped; once the save settles, the list as
  // the server renumbered it is shown again.
  const [moved, setMoved] = useState<PurchasableItem[] | null>(null)
  const order = moved ?? items.data?.items ?? []
  const [editing, setEditing] = useState<PurchasableItem | 'new' | null>(null)
  const [deleting, setDeleting] = useState<PurchasableItem | null>(null)
  const [dragged, setDragged] = useState<number | null>(null)

  const fail = (error: unknown) => showSnackbar(describeFinanceError(i18n, error), 'error')

  function move(item: PurchasableItem, to: number) {
    const from = order.findIndex((row) => row.id === item.id)
    if (from < 0 || to < 0 || to >= order.length || to === from) return
    const next = order.filter((row) => row.id !== item.id)
    next.splice(to, 0, item)
    setMoved(next)
    update.mutate(
      { id: item.id, input: { name: item.name, type_id: item.type_id, price_cents: item.price_cents, hash: item.hash, sort_index: to } },
      { onSuccess: () => showSnackbar(t`Orden guardado`, 'success'), onError: fail, onSettled: () => setMoved(null) },
    )
  }

  function save(fields: ItemFields) {
    const done = { onSuccess: () => (setEditing(null), showSnackbar(t`Artículo guardado`, 'success')), onError: fail }
    if (editing === 'new') create.mutate(fields, done)
    else if (editing) update.mutate({ id: editing.id, input: { ...fields, hash: editing.hash, sort_index: editing.sort_index } }, done)
  }

  const drop = (target: number) => (event: DragEvent) => {
    event.preventDefault()
    const item = order.find((row) => row.id === dragged)
    setDragged(null)
    if (item) move(item, target)
  }

  return (
    <Page
      title={t`Artículos de compra`}
      actions={
        <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
          {t`Nuevo artículo`}
        </Button>
      }
    >
      {editing ? (
        <ClosableDialog title={editing === 'new' ? t`Nuevo artículo` : t`Editar artículo`} size={{ base: 'full', md: 'lg' }} onClose={() => setEditing(null)}>
          <PurchasableItemEditor item={editing === 'new' ? null : editing} types={types} saving={create.isPending || update.isPending} onSave={save} />
        </ClosableDialog>
      ) : null}
      {items.isPending ? (
        <Loader />
      ) : items.isError ? (
        <Text role="alert">{describeFinanceError(i18n, items.error)}</Text>
      ) : order.length === 0 ? (
        <Text>{t`No hay artículos de compra.`}</Text>
      ) : (
        <Box>
          <Text mb="2" color="fg.muted">
            {t`Arrastre un artículo a su nuevo lugar, o use Subir y Bajar.`}
          </Text>
          <Stack as="ol" listStyle="none" gap="2" aria-label={t`Artículos en orden`}>
            {order.map((item, index) => (
              <Box
                as="li"
                key={item.id}
                draggable
                onDragStart={(event) => {
                  setDragged(item.id)
                  event.dataTransfer.effectAllowed = 'move'
                  event.dataTransfer.setData(DRAG_FORMAT, String(item.id))
                }}
                onDragOver={(event) => event.preventDefault()}
                onDrop={drop(index)}
                onDragEnd={() => setDragged(null)}
                borderWidth="1px"
                borderRadius="md"
                p="3"
                opacity={dragged === item.id ? 0.5 : 1}
                cursor="grab"
                data-testid="purchasable-item"
              >
                <HStack justify="space-between" wrap="wrap" gap="3">
                  <Box>
                    <Text fontWeight="semibold">{item.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {item.type_name} · {formatCents(item.price_cents)}
                    </Text>
                  </Box>
                  <HStack gap="2">
                    <Button size="xs" variant="outline" aria-label={t`Subir ${item.name}`} disabled={index === 0} onClick={() => move(item, index - 1)}>
                      {t`Subir`}
                    </Button>
                    <Button size="xs" variant="outline" aria-label={t`Bajar ${item.name}`} disabled={index === order.length - 1} onClick={() => move(item, index + 1)}>
                      {t`Bajar`}
                    </Button>
                    <Button size="xs" variant="outline" aria-label={t`Editar ${item.name}`} onClick={() => setEditing(item)}>
                      {t`Editar`}
                    </Button>
                    <Button size="xs" variant="outline" colorPalette="red" aria-label={t`Eliminar ${item.name}`} onClick={() => setDeleting(item)}>
                      {t`Eliminar`}
                    </Button>
                  </HStack>
                </HStack>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
      <IrreversibleConfirm
        open={deleting !== null}
        subject={deleting ? t`Eliminar el artículo ${deleting.name}` : undefined}
        onConfirm={async () => {
          if (!deleting) return
          try {
            await remove.mutateAsync(deleting.id)
            showSnackbar(t`Artículo eliminado`, 'success')
          } catch (error) {
            fail(error)
          }
        }}
        onClose={() => setDeleting(null)}
      />
    </Page>
  )
}

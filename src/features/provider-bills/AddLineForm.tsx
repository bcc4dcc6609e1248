import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { PlainSelect } from '../../components/plain-select'
import { formatCents, parseMoney } from '../../domain/money/money'
import type { BillExtraLine } from '../../domain/provider-bills/schemas'
import { usePurchasableItems } from '../finance/api/purchasable-items'
import { useAdjustmentTypes } from './api/bills'

/** Adds a purchasable item (at its price now) or an adjustment (an amount in dollars, negative for a deduction). */
export function AddLineForm({ saving, onAdd }: { saving: boolean; onAdd: (line: BillExtraLine) => Promise<void> }) {
  const { t } = useLingui()
  const items = usePurchasableItems()
  const types = useAdjustmentTypes()
  const [kind, setKind] = useState<'item' | 'adjustment'>('item')
  const [itemId, setItemId] = useState('')
  const [quantity, setQuantity] = useState('1')
  const [typeId, setTypeId] = useState('')
  const [description, setDescription] = useState('')
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    if (kind === 'item') {
      const count = Number(quantity)
      if (!itemId || !Number.isInteger(count) || count < 1 || count > 1000) return setError(t`Elija el artículo y una cantidad de 1 a 1000.`)
      await onAdd({ kind: 'item', purchasable_item_id: Number(itemId), quantity: count, description: '' })
      setQuantity('1')
      return
    }
    const cents = parseMoney(amount)
    if (!typeId || !description.trim() || cents === null || cents === 0) return setError(t`Elija el tipo, describa el ajuste y escriba una cantidad distinta de cero.`)
    await onAdd({ kind: 'adjustment', adjustment_type_id: Number(typeId), description: description.trim(), amount_cents: cents })
    setDescription('')
    setAmount('')
  }

  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-label={t`Añadir línea`}>
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root maxW="3xs">
          <Field.Label>{t`Tipo de línea`}</Field.Label>
          <PlainSelect value={kind} onChange={(event) => setKind(event.currentTarget.value === 'adjustment' ? 'adjustment' : 'item')}>
            <option value="item">{t`Artículo`}</option>
            <option value="adjustment">{t`Ajuste`}</option>
          </PlainSelect>
        </Field.Root>
        {kind === 'item' ? (
          <>
            <Field.Root maxW="xs">
              <Field.Label>{t`Artículo`}</Field.Label>
              <PlainSelect value={itemId} onChange={(event) => setItemId(event.currentTarget.value)}>
                <option value="">{t`Elija un artículo`}</option>
                {(items.data?.items ?? []).map((item) => (
                  <option key={item.id} value={item.id}>
                    {`${item.name} (${formatCents(item.price_cents)})`}
                  </option>
                ))}
              </PlainSelect>
            </Field.Root>
            <Field.Root maxW="24">
              <Field.Label>{t`Cantidad`}</Field.Label>
              <Input inputMode="numeric" value={quantity} onChange={(event) => setQuantity(event.currentTarget.value)} />
            </Field.Root>
          </>
        ) : (
          <>
            <Field.Root maxW="xs">
              <Field.Label>{t`Tipo de ajuste`}</Field.Label>
              <PlainSelect value={typeId} onChange={(event) => setTypeId(event.currentTarget.value)}>
                <option value="">{t`Elija un tipo`}</option>
                {(types.data ?? []).map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name}
                  </option>
                ))}
              </PlainSelect>
            </Field.Root>
            <Field.Root maxW="xs">
              <Field.Label>{t`Descripción`}</Field.Label>
              <Input value={description} maxLength={200} onChange={(event) => setDescription(event.currentTarget.value)} />
            </Field.Root>
            <Field.Root maxW="40">
              <Field.Label>{t`Cantidad en dólares`}</Field.Label>
              <Input inputMode="decimal" placeholder="-25.00" value={amount} onChange={(event) => setAmount(event.currentTarget.value)} />
            </Field.Root>
          </>
        )}
        <Button type="submit" variant="outline" loading={saving} loadingText={t`Añadiendo…`}>
          {t`Añadir línea`}
        </Button>
      </HStack>
      {error ? (
        <Field.Root invalid>
          <Field.ErrorText role="alert">{error}</Field.ErrorText>
        </Field.Root>
      ) : null}
    </Stack>
  )
}

import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react/macro'
import { useForm, type Control, type Resolver } from 'react-hook-form'
import { PurchasableItemForm as ItemSchema } from '../../domain/finance/schemas'
import type { PurchasableItem } from '../../domain/finance/types'
import { centsToInput } from '../../domain/money/money'
import type { NamedItem } from '../../domain/schemas/named-item'
import { SelectField } from '../../components/select-field'
import { TextField } from '../../components/text-field'
import { FormCard } from '../../kit/office/FormCard'
import { describeFinanceField } from './field-codes'

interface ItemValues {
  name: string
  type_id: number | undefined
  price: string
}

export interface ItemFields {
  name: string
  type_id: number
  price_cents: number
}

/** An item's name, type and price (typed in dollars, saved in cents), checked by the shared schema. */
export function PurchasableItemEditor({
  item,
  types,
  saving,
  onSave,
}: {
  item: PurchasableItem | null
  types: NamedItem[]
  saving: boolean
  onSave: (fields: ItemFields) => void
}) {
  const { t, i18n } = useLingui()
  const resolver = valibotResolver(ItemSchema) as unknown as Resolver<ItemValues, unknown, { name: string; type_id: number; price: number }>
  const form = useForm<ItemValues, unknown, { name: string; type_id: number; price: number }>({
    resolver,
    defaultValues: item ? { name: item.name, type_id: item.type_id, price: centsToInput(item.price_cents) } : { name: '', type_id: undefined, price: '' },
  })
  const control = form.control as unknown as Control<ItemValues>
  const describe = describeFinanceField(i18n)
  return (
    <FormCard
      label={t`Artículo`}
      onSubmit={form.handleSubmit(({ name, type_id, price }) => onSave({ name, type_id, price_cents: price }))}
      readOnly={false}
      saving={saving}
      dirty={form.formState.isDirty}
      saveLabel={item ? t`Guardar artículo` : t`Crear artículo`}
    >
      <TextField control={control} name="name" label={t`Nombre`} required describeError={describe} />
      <SelectField control={control} name="type_id" numeric label={t`Tipo`} placeholder={t`Elija uno`} options={types.map((type) => ({ value: type.id, label: type.name }))} required describeError={describe} />
      <TextField control={control} name="price" label={t`Precio en dólares`} inputMode="decimal" placeholder="12.50" required describeError={describe} />
    </FormCard>
  )
}

import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react/macro'
import { useForm, type Resolver } from 'react-hook-form'
import { BOILERPLATE_BODY_MAX, BoilerplateTextInput } from '../../domain/boilerplate/schemas'
import type { BoilerplateCategory, BoilerplateText } from '../../domain/boilerplate/types'
import { SelectField } from '../../components/select-field'
import { TextAreaField } from '../../components/text-area-field'
import { TextField } from '../../components/text-field'
import { FormCard } from '../../kit/office/FormCard'
import { describeBoilerplateField } from './boilerplate-codes'

interface TextValues {
  category_id: number | undefined
  title: string
  body: string
}

/** A standard text's category, title and body, checked by the server's own schema. */
export function BoilerplateEditor({
  text,
  categories,
  saving,
  onSave,
}: {
  text: BoilerplateText | null
  categories: BoilerplateCategory[]
  saving: boolean
  onSave: (fields: BoilerplateTextInput) => void
}) {
  const { t, i18n } = useLingui()
  const form = useForm<TextValues, unknown, BoilerplateTextInput>({
    // The form starts with no category chosen; the schema requires one before it submits.
    resolver: valibotResolver(BoilerplateTextInput) as unknown as Resolver<TextValues, unknown, BoilerplateTextInput>,
    defaultValues: text ? { category_id: text.category_id, title: text.title, body: text.body } : { category_id: undefined, title: '', body: '' },
  })
  const describe = describeBoilerplateField(i18n)
  return (
    <FormCard
      label={t`Texto`}
      onSubmit={form.handleSubmit(onSave)}
      readOnly={false}
      saving={saving}
      dirty={form.formState.isDirty}
      saveLabel={text ? t`Guardar texto` : t`Crear texto`}
    >
      <TextField control={form.control} name="title" label={t`Título`} required describeError={describe} />
      <SelectField
        control={form.control}
        name="category_id"
        numeric
        label={t`Categoría`}
        placeholder={t`Elija una`}
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
        required
        describeError={describe}
      />
      <TextAreaField control={form.control} name="body" label={t`Texto`} rows={12} maxLength={BOILERPLATE_BODY_MAX} describeError={describe} />
    </FormCard>
  )
}

import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useForm, type Control, type Resolver } from 'react-hook-form'
import { LocationCreateInput } from '../../domain/locations/schemas'
import { ClosableDialog } from '../../components/closable-dialog'
import { SelectField } from '../../components/select-field'
import { showSnackbar } from '../../components/snackbar'
import { TextField } from '../../components/text-field'
import { useCustomersWith } from '../../kit/lookups/list-customers'
import { FormCard } from '../../kit/office/FormCard'
import { useReferenceList } from '../../kit/lookups/use-reference-list'
import { describeError, describeFieldError } from '../../kit/errors/describe-error'
import { OFFICE_FIELD_CODES } from '../../kit/office/field-codes'
import { useCreateLocation } from './api/create-location'

interface NewLocationValues {
  name: string
  type_id: number | undefined
  customer_id: number | null
  municipality_id: number | undefined
  school_code: string
  address: string
  phone: string
  zip: string
}

const EMPTY: NewLocationValues = { name: '', type_id: undefined, customer_id: null, municipality_id: undefined, school_code: '', address: '', phone: '', zip: '' }

/**
 * "Nueva localidad" (POST /locations), checked by the schema the server runs. Without a region
 * it is one of the company's own centres; once created, its screen opens.
 */
export function NewLocationDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const types = useReferenceList('locationTypes') ?? []
  const municipalities = useReferenceList('municipalities') ?? []
  const customers = useCustomersWith('locations.write').data ?? []
  const resolver = valibotResolver(LocationCreateInput) as unknown as Resolver<NewLocationValues, unknown, LocationCreateInput>
  const form = useForm<NewLocationValues, unknown, LocationCreateInput>({ resolver, defaultValues: EMPTY })
  const control = form.control as unknown as Control<NewLocationValues>
  const create = useCreateLocation()
  const describe = (code: string) => describeFieldError(i18n, code, OFFICE_FIELD_CODES)
  const save = (input: LocationCreateInput) =>
    create.mutate(input, {
      onSuccess: (created) => {
        showSnackbar(t`Localidad creada`, 'success')
        onClose()
        void navigate({ to: '/locations/$id', params: { id: String(created.id) } })
      },
      onError: (error) => showSnackbar(describeError(i18n, error), 'error'),
    })
  return (
    <ClosableDialog title={t`Nueva localidad`} size={{ base: 'full', md: 'xl' }} onClose={onClose}>
      <FormCard label={t`Nueva localidad`} onSubmit={form.handleSubmit(save)} readOnly={false} saving={create.isPending} dirty={form.formState.isDirty} saveLabel={t`Crear localidad`}>
        <TextField control={control} name="name" label={t`Nombre`} required describeError={describe} />
        <SelectField control={control} name="type_id" numeric label={t`Tipo`} placeholder={t`Elija uno`} options={types.map((item) => ({ value: item.id, label: item.name }))} required describeError={describe} />
        <SelectField control={control} name="municipality_id" numeric label={t`Municipio`} placeholder={t`Elija uno`} options={municipalities.map((item) => ({ value: item.id, label: item.name }))} required describeError={describe} />
        <SelectField control={control} name="customer_id" numeric label={t`Región`} placeholder={t`Centro propio (sin región)`} options={customers.map((item) => ({ value: item.id, label: item.name }))} describeError={describe} />
        <TextField control={control} name="school_code" label={t`Código de escuela`} inputMode="numeric" describeError={describe} />
        <TextField control={control} name="address" label={t`Dirección`} describeError={describe} />
        <TextField control={control} name="phone" label={t`Teléfono`} type="tel" placeholder="(787) 555-1234" describeError={describe} />
        <TextField control={control} name="zip" label={t`Código postal`} placeholder="00901-1234" describeError={describe} />
      </FormCard>
    </ClosableDialog>
  )
}

import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react/macro'
import { useForm, type Control, type Resolver } from 'react-hook-form'
import { LocationPutInput } from '../../domain/locations/schemas'
import type { LocationDetail } from '../../domain/locations/types'
import { SelectField } from '../../components/select-field'
import { showSnackbar } from '../../components/snackbar'
import { TextField } from '../../components/text-field'
import { FormCard } from '../../kit/office/FormCard'
import { useReferenceList } from '../../kit/lookups/use-reference-list'
import { describeError, describeFieldError } from '../../kit/errors/describe-error'
import { OFFICE_FIELD_CODES } from '../../kit/office/field-codes'
import { useUpdateLocation } from './api/update-location'

interface LocationValues {
  name: string
  type_id: number
  customer_id: number | null
  municipality_id: number
  school_code: string
  address: string
  phone: string
  zip: string
  hash: string
}

const valuesOf = (location: LocationDetail): LocationValues => ({
  name: location.name,
  type_id: location.type_id,
  customer_id: location.customer_id,
  municipality_id: location.municipality_id,
  school_code: location.school_code ?? '',
  address: location.address ?? '',
  phone: location.phone ?? '',
  zip: location.zip ?? '',
  hash: location.hash,
})

/** A location's data; saved whole (PUT) with its version, checked by the schema the server uses. */
export function LocationForm({ location, readOnly }: { location: LocationDetail; readOnly: boolean }) {
  const { t, i18n } = useLingui()
  const types = useReferenceList('locationTypes') ?? []
  const municipalities = useReferenceList('municipalities') ?? []
  const resolver = valibotResolver(LocationPutInput) as unknown as Resolver<LocationValues, unknown, LocationPutInput>
  const form = useForm<LocationValues, unknown, LocationPutInput>({ resolver, defaultValues: valuesOf(location) })
  const control = form.control as unknown as Control<LocationValues>
  const update = useUpdateLocation(location.id)
  const describe = (code: string) => describeFieldError(i18n, code, OFFICE_FIELD_CODES)
  const save = (input: LocationPutInput) =>
    update.mutate(input, {
      onSuccess: () => showSnackbar(t`Localidad guardada`, 'success'),
      onError: (error) => showSnackbar(describeError(i18n, error), 'error'),
    })
  return (
    <FormCard label={t`Datos de la localidad`} onSubmit={form.handleSubmit(save)} readOnly={readOnly} saving={update.isPending} dirty={form.formState.isDirty} saveLabel={t`Guardar localidad`}>
      <TextField control={control} name="name" label={t`Nombre`} required readOnly={readOnly} describeError={describe} />
      <SelectField control={control} name="type_id" numeric label={t`Tipo`} options={types.map((item) => ({ value: item.id, label: item.name }))} required readOnly={readOnly} describeError={describe} />
      <SelectField control={control} name="municipality_id" numeric label={t`Municipio`} options={municipalities.map((item) => ({ value: item.id, label: item.name }))} required readOnly={readOnly} describeError={describe} />
      <TextField control={control} name="school_code" label={t`Código de escuela`} inputMode="numeric" readOnly={readOnly} describeError={describe} />
      <TextField control={control} name="address" label={t`Dirección`} readOnly={readOnly} describeError={describe} />
      <TextField control={control} name="phone" label={t`Teléfono`} type="tel" placeholder="(787) 555-1234" readOnly={readOnly} describeError={describe} />
      <TextField control={control} name="zip" label={t`Código postal`} placeholder="00901-1234" readOnly={readOnly} describeError={describe} />
    </FormCard>
  )
}

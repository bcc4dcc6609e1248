import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useController, useForm, useWatch, type Control, type Resolver } from 'react-hook-form'
import { CONTAINER_RULES, attachmentChanges, type AttachmentDraft } from '../../domain/attachments/rules'
import { companyToday } from '../../domain/rules/company-time'
import { canOfferDelete, canSaveSpecialty, isSpecialtyComplete, specialtyFieldAccess } from '../../domain/specialties/editor'
import { specialtyForm, type SpecialtyFormOutput } from '../../domain/specialties/schemas'
import { startYearChoices } from '../../domain/specialties/start-years'
import type { ProviderSpecialty } from '../../domain/specialties/types'
import type { NamedItem } from '../../domain/schemas/named-item'
import { CheckboxField } from '../../components/checkbox-field'
import { IrreversibleConfirm } from '../../kit/dialogs/IrreversibleConfirm'
import { SelectField } from '../../components/select-field'
import { showSnackbar } from '../../components/snackbar'
import { TextField } from '../../components/text-field'
import { AttachmentInput } from '../attachments/AttachmentInput'
import { downloadAttachment } from '../../kit/attachments/download'
import { savedAttachments, toAttachmentChanges } from '../../kit/attachments/encode'
import { useCompany } from '../../kit/lookups/use-company'
import { deleteProviderSpecialty } from './api/delete-provider-specialty'
import type { SpecialtyReference } from '../../kit/lookups/get-specialty-reference'
import { saveProviderSpecialty } from './api/save-provider-specialty'
import { initialSpecialtyValues, type SpecialtyFormValues } from './form-values'
import { describeSpecialtyError, describeSpecialtyField, specialtyDescriptionChoices } from './messages'

export interface SpecialtyEditorProps {
  providerId: number
  /** The record being edited; absent to add one. */
  specialty?: ProviderSpecialty
  reference: SpecialtyReference
  /** A provider editing their own specialty: licence fields are the office's. */
  providerMode?: boolean
  /** The yearly confirmation: save confirms, even unchanged; the start year is required. */
  confirmationMode?: boolean
  readOnly?: boolean
  /** Specialties the provider already has: a new one cannot repeat them, so they are not offered. */
  heldSpecialtyIds?: readonly number[]
  /** Whether deleting may be offered (the caller knows who may delete and whether it is in use). */
  allowDelete?: boolean
  onSaved: (saved: ProviderSpecialty) => void
  onDeleted?: () => void
  onCancel?: () => void
}

const CONTAINER = 'provider-specialty'
const LIMITS = CONTAINER_RULES[CONTAINER]

/** The specialty editor of spec §4–§5: add or update, licences, start year, features and files. */
export function SpecialtyEditor({
  providerId,
  specialty,
  reference,
  providerMode = false,
  confirmationMode = false,
  readOnly = false,
  allowDelete = false,
  heldSpecialtyIds = [],
  onSaved,
  onDeleted,
  onCancel,
}: SpecialtyEditorProps) {
  const { t, i18n } = useLingui()
  const company = useCompany()
  const today = companyToday()
  const isNew = !specialty
  const access = specialtyFieldAccess({ isNew, readOnly, compatibilityMode: company?.compatibility_mode ?? false, providerMode, confirmationMode })
  // The form holds selects' "nothing chosen" as undefined, which the schema reads as missing.
  const resolver = valibotResolver(specialtyForm(today, { confirmationMode })) as unknown as Resolver<SpecialtyFormValues, unknown, SpecialtyFormOutput>
  const form = useForm<SpecialtyFormValues, unknown, SpecialtyFormOutput>({ resolver, defaultValues: initialSpecialtyValues(specialty, reference.features) })
  const { formState } = form
  // The kit's fields read and write the form's values; what the schema makes of them on submit
  // (nulls for blanks) is no concern of theirs.
  const control = form.control as unknown as Control<SpecialtyFormValues>
  const values = useWatch({ control }) as SpecialtyFormValues
  const [files, setFiles] = useState<AttachmentDraft[]>(() => savedAttachments(specialty?.attachments ?? []))
  const [failure, setFailure] = useState<string | null>(null)
  const [confirmingDelete, setConfirmingDelete] = useState(false)

  const complete = isSpecialtyComplete(values, confirmationMode)
  const dirty = formState.isDirty || attachmentChanges(files).length > 0
  const canSave = canSaveSpecialty({ complete, dirty, readOnly, confirmationMode })
  const fieldError = (code: string) => describeSpecialtyField(i18n, code)

  const submit = form.handleSubmit(async (fields) => {
    setFailure(null)
    const attachments = toAttachmentChanges(files, CONTAINER, specialty?.id ?? null)
    const body = specialty
      ? { ...fields, attachments, ...(confirmationMode ? { confirm: true } : {}) }
      : { provider_id: providerId, ...fields, attachments }
    try {
      const saved = await saveProviderSpecialty(specialty?.id, body)
      showSnackbar(confirmationMode ? t`Especialidad confirmada` : t`Especialidad guardada`, 'success')
      onSaved(saved)
    } catch (error) {
      setFailure(describeSpecialtyError(i18n, error))
    }
  })

  async function remove() {
    if (!specialty) return
    try {
      await deleteProviderSpecialty(specialty.id)
    } catch {
      showSnackbar(t`No se puede eliminar la especialidad`, 'error')
      return
    }
    // Spec §8: the deletion is announced in the error colour.
    showSnackbar(t`Especialidad eliminada`, 'error')
    onDeleted?.()
  }

  function open(filename: string) {
    if (!specialty) return
    downloadAttachment(CONTAINER, specialty.id, filename).catch((error: unknown) => showSnackbar(describeSpecialtyError(i18n, error), 'error'))
  }

  const specialtyOptions = reference.specialties
    .filter((item) => item.id === specialty?.specialty_id || !heldSpecialtyIds.includes(item.id))
    .map((item) => ({ value: item.id, label: item.name }))
  const licenseTypeOptions = reference.licenseTypes.map((item) => ({ value: item.id, label: item.name }))
  const yearOptions = startYearChoices(today).map((year) => ({ value: year, label: String(year) }))

  return (
    <Stack asChild gap="5">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Datos de la especialidad`}>
        {confirmationMode ? (
          <Text fontWeight="medium" bg="brand.subtle" color="brand.fg" borderRadius="md" px="4" py="3">
            {t`Favor de confirmar los detalles de su especialidad.`}
          </Text>
        ) : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField control={control} name="specialty_id" label={t`Especialidad`} placeholder={t`Seleccione…`} numeric options={specialtyOptions} readOnly={access.specialtyReadOnly} required describeError={fieldError} />
          <SelectField control={control} name="license_type_id" label={t`Tipo de licencia`} placeholder={t`Seleccione…`} numeric options={licenseTypeOptions} readOnly={access.licenseReadOnly} required describeError={fieldError} />
          <TextField control={control} name="license_number" label={t`Número de licencia`} readOnly={access.licenseReadOnly} required describeError={fieldError} />
          <TextField control={control} name="license_expiration" label={t`Expiración de la licencia`} type="date" readOnly={access.licenseReadOnly} required describeError={fieldError} />
          <TextField control={control} name="telehealth_license_number" label={t`Número de licencia de ciberterapia`} readOnly={access.licenseReadOnly} describeError={fieldError} />
          <TextField control={control} name="telehealth_license_expiration" label={t`Expiración de la licencia de ciberterapia`} type="date" readOnly={access.licenseReadOnly} describeError={fieldError} />
          <SelectField control={control} name="start_year" label={t`Año en que comenzó a ejercer`} placeholder={t`Seleccione…`} numeric options={yearOptions} readOnly={access.detailsReadOnly} required={confirmationMode} describeError={fieldError} />
          <TextField control={control} name="insurance_expiration" label={t`Expiración de la póliza de responsabilidad`} type="date" readOnly={access.detailsReadOnly} describeError={fieldError} />
        </SimpleGrid>
        {reference.features.length ? <FeaturesField control={control} features={reference.features} readOnly={access.detailsReadOnly} /> : null}
        <AttachmentInput
          label={t`Documentos de la especialidad`}
          value={files}
          onChange={setFiles}
          limits={LIMITS}
          descriptionChoices={specialtyDescriptionChoices(i18n)}
          readOnly={access.detailsReadOnly}
          onOpen={specialty ? open : undefined}
        />
        {failure ? (
          <Text role="alert" bg="danger.subtle" color="danger.fg" borderRadius="md" px="4" py="3" fontWeight="medium">
            {failure}
          </Text>
        ) : null}
        {/* Sticky: in a dialog whose body scrolls (1440×900 and smaller), the buttons stay in view
            at the bottom of the body while the fields scroll above them. */}
        <HStack gap="3" justify="space-between" wrap="wrap" position="sticky" bottom="-6" zIndex="1" bg="bg.panel" py="3" borderTopWidth="1px" data-testid="specialty-actions">
          {canOfferDelete({ allowDelete, isNew, readOnly, confirmationMode }) ? (
            <Button variant="outline" colorPalette="danger" onClick={() => setConfirmingDelete(true)}>
              {t`Eliminar`}
            </Button>
          ) : (
            <span />
          )}
          <HStack gap="3" wrap="wrap" justify="flex-end">
            {/* A disabled button says why: the person is never left guessing what is missing. */}
            {!readOnly && !canSave && !formState.isSubmitting ? (
              <Text textStyle="sm" color="fg.muted" data-testid="save-disabled-reason">
                {complete ? t`Sin cambios para guardar.` : t`Complete los campos obligatorios (*) para guardar.`}
              </Text>
            ) : null}
            {onCancel ? (
              <Button variant="outline" onClick={onCancel}>
                {readOnly ? t`Cerrar` : t`Cancelar`}
              </Button>
            ) : null}
            {readOnly ? null : (
              <Button type="submit" colorPalette="brand" disabled={!canSave} loading={formState.isSubmitting} loadingText={t`Guardando…`}>
                {confirmationMode ? t`Confirmar` : t`Guardar`}
              </Button>
            )}
          </HStack>
        </HStack>
        <IrreversibleConfirm
          open={confirmingDelete}
          subject={specialty ? reference.specialties.find((item) => item.id === specialty.specialty_id)?.name : undefined}
          onConfirm={remove}
          onClose={() => setConfirmingDelete(false)}
        />
      </form>
    </Stack>
  )
}

/** One checkbox per specialty feature (spec §3: name and a yes/no value). */
function FeaturesField({ control, features, readOnly }: { control: Control<SpecialtyFormValues>; features: readonly NamedItem[]; readOnly: boolean }) {
  const { t } = useLingui()
  const { field } = useController({ control, name: 'specialty_features' })
  const values = field.value
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="medium" mb="2">
        {t`Características`}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        {features.map((feature) => (
          <CheckboxField
            key={feature.id}
            label={feature.name}
            readOnly={readOnly}
            checked={values.find((value) => value.specialty_feature_id === feature.id)?.value ?? false}
            onChange={(checked) => field.onChange(values.map((value) => (value.specialty_feature_id === feature.id ? { ...value, value: checked } : value)))}
          />
        ))}
      </SimpleGrid>
    </Stack>
  )
}

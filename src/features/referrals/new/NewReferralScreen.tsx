import { Button, Field, Input, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm, useWatch, type Control } from 'react-hook-form'
import type { ReferralCreateInput } from '../../../domain/referrals/schemas'
import { companyToday } from '../../../domain/rules/company-time'
import { Page } from '../../../components/page'
import { SelectField } from '../../../components/select-field'
import { showSnackbar } from '../../../components/snackbar'
import { TextAreaField } from '../../../components/text-area-field'
import { TextField } from '../../../components/text-field'
import { FormCard } from '../../../kit/office/FormCard'
import { showServerFieldErrors } from '../../../kit/forms/server-field-errors'
import { useReferenceList } from '../../../kit/lookups/use-reference-list'
import { describeError, describeFieldError } from '../../../kit/errors/describe-error'
import { useStudent } from '../../../kit/lookups/get-student'
import { useCreateReferral } from '../api/create-referral'
import { useProviderSpecialties, useReferralServices, useReferralStatuses, useReferralTypes, useSchools } from '../../../kit/lookups/referral-lookups'
import { REFERRAL_FIELD_CODES } from '../referral-field-codes'
import { newReferralResolver, newReferralValues, type NewReferralValues } from './referral-form'
import { PendingPage } from '../../../kit/errors/PendingPage'


/** Cleared when the service changes. */
const PROVIDER_FIELD = 'provider_specialty_id' as const

/**
 * /students/{studentId}/referrals/new: the district's order for one of the student's services
 * (POST /referrals). The school list is the student's region's; the providers are those whose
 * specialty gives the chosen service. Once created, the referral's page opens for its schedule.
 */
export function NewReferralScreen({ studentId }: { studentId: number }) {
  const { t } = useLingui()
  const student = useStudent(studentId)
  const back = (
    <Button asChild variant="outline" size="sm">
      <Link to="/students/$studentId" params={{ studentId: String(studentId) }}>{t`Volver al estudiante`}</Link>
    </Button>
  )
  if (!student.data) {
    return <PendingPage title={t`Nuevo referido`} actions={back} error={student.error} />
  }
  const data = student.data
  const name = [data.first_name, data.last_name, data.second_last_name].filter(Boolean).join(' ')
  return (
    <Page title={t`Nuevo referido de ${name}`} actions={back}>
      <NewReferralForm studentId={studentId} customerId={data.customer_id} school={data.location_id ? { id: data.location_id, name: data.location_name ?? '' } : null} />
    </Page>
  )
}

function NewReferralForm({ studentId, customerId, school }: { studentId: number; customerId: number | null; school: { id: number; name: string } | null }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const [schoolQuery, setSchoolQuery] = useState('')
  const years = useReferenceList('academicYears') ?? []
  const statuses = useReferralStatuses().data ?? []
  const services = useReferralServices().data ?? []
  const types = useReferralTypes().data ?? []
  const schools = useSchools(customerId, schoolQuery).data ?? []
  const form = useForm<NewReferralValues, unknown, ReferralCreateInput>({
    resolver: newReferralResolver(studentId),
    // The defaults arrive with their lists (the current year, the "Activo" status): what the
    // person already typed is kept when they do.
    values: newReferralValues({
      locationId: school?.id ?? null,
      academicYearId: years.find((year) => year.delta === 0)?.id,
      statusId: statuses.find((status) => status.name === 'Activo')?.id,
      today: companyToday(),
    }),
    resetOptions: { keepDirtyValues: true },
  })
  const control = form.control as unknown as Control<NewReferralValues>
  const serviceId = useWatch({ control, name: 'service_id' })
  const specialties = useProviderSpecialties(serviceId).data ?? []
  const create = useCreateReferral()
  const clearProvider = () => form.setValue(PROVIDER_FIELD, null)
  const describe = (code: string) => describeFieldError(i18n, code, REFERRAL_FIELD_CODES)
  const save = (input: ReferralCreateInput) =>
    create.mutate(input, {
      onSuccess: (created) => {
        showSnackbar(t`Referido ${created.number} creado`, 'success')
        void navigate({ to: '/students/$studentId/referrals/$referralId', params: { studentId: String(studentId), referralId: String(created.id) } })
      },
      onError: (error) => {
        // A refusal about fields shows on them; anything else (permission, connection) in words.
        if (!showServerFieldErrors(error, form)) showSnackbar(describeError(i18n, error), 'error')
      },
    })
  const schoolOptions = schools.map((item) => ({ value: item.id, label: item.school_code ? `${item.name} (${item.school_code})` : item.name }))
  // The student's own school stays choosable when a search leaves it out of the list.
  if (school && !schoolOptions.some((option) => option.value === school.id)) schoolOptions.unshift({ value: school.id, label: school.name })
  return (
    <Stack gap="4">
      <Field.Root maxW="md">
        <Field.Label>{t`Buscar escuela`}</Field.Label>
        <Input type="search" value={schoolQuery} placeholder={t`Nombre o código de la escuela`} onChange={(event) => setSchoolQuery(event.currentTarget.value)} />
      </Field.Root>
      <FormCard label={t`Nuevo referido`} onSubmit={form.handleSubmit(save)} readOnly={false} saving={create.isPending} dirty={form.formState.isDirty} saveLabel={t`Crear referido`}>
        <TextField control={control} name="number" label={t`Número de referido`} placeholder="####-##-######" autoComplete="off" required describeError={describe} />
        <SelectField
          control={control}
          name="service_id"
          numeric
          label={t`Servicio`}
          placeholder={t`Elija uno`}
          options={services.map((item) => ({ value: item.id, label: item.name }))}
          required
          describeError={describe}
          // Another service has other providers: a provider chosen for the last one no longer fits.
          onValueChange={clearProvider}
        />
        <SelectField
          control={control}
          name="provider_specialty_id"
          numeric
          label={t`Proveedor (especialidad)`}
          placeholder={serviceId ? t`Sin asignar` : t`Elija primero el servicio`}
          options={specialties.map((item) => ({ value: item.id, label: `${item.provider_name} · ${item.specialty_name}` }))}
          describeError={describe}
        />
        <SelectField control={control} name="location_id" numeric label={t`Escuela`} placeholder={t`Elija una`} options={schoolOptions} required describeError={describe} />
        <SelectField control={control} name="academic_year_id" numeric label={t`Año académico`} placeholder={t`Elija uno`} options={years.map((item) => ({ value: item.id, label: item.name }))} required describeError={describe} />
        <SelectField control={control} name="status_id" numeric label={t`Estado`} placeholder={t`Elija uno`} options={statuses.map((item) => ({ value: item.id, label: item.name }))} required describeError={describe} />
        <SelectField control={control} name="referral_type_id" numeric label={t`Tipo de referido`} placeholder={t`Sin tipo`} options={types.map((item) => ({ value: item.id, label: item.name }))} describeError={describe} />
        <TextField control={control} name="start_date" label={t`Fecha de inicio`} placeholder="MM/dd/yyyy" required describeError={describe} />
        <TextField control={control} name="end_date" label={t`Fecha de fin`} placeholder="MM/dd/yyyy" describeError={describe} />
        <TextField control={control} name="weekly_frequency" label={t`Sesiones por semana`} inputMode="numeric" helperText={t`De 1 a 5`} required describeError={describe} />
        <TextField control={control} name="session_minutes" label={t`Minutos por sesión`} inputMode="numeric" helperText={t`De 15 a 240`} required describeError={describe} />
        <TextAreaField control={control} name="notes" label={t`Notas`} rows={3} describeError={describe} />
      </FormCard>
    </Stack>
  )
}

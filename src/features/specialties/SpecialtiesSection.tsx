import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { companyToday } from '../../domain/rules/company-time'
import { isConfirmationDue } from '../../domain/specialties/confirmation'
import type { ProviderSpecialty } from '../../domain/specialties/types'
import { DataTable } from '../../components/data-table'
import { Loader } from '../../components/loader'
import { StatusBadge } from '../../components/status-badge'
import { useCompany } from '../../kit/lookups/use-company'
import { formatDate } from '../../kit/words/format-date'
import { useSpecialtyReference } from '../../kit/lookups/get-specialty-reference'
import { useProviderSpecialties } from '../../kit/lookups/list-provider-specialties'
import { LicenseStatus } from './LicenseStatus'
import { describeSpecialtyError } from './messages'
import { SpecialtyEditorDialog } from './SpecialtyEditorDialog'

type Editing = { kind: 'new' } | { kind: 'existing'; specialty: ProviderSpecialty } | null

/**
 * A provider's specialties and licences, each opening the editor. Office staff ('staff') add,
 * edit and delete; the provider ('provider', their profile) edits what provider mode allows;
 * `readOnly` (staff without providers.write) only looks.
 */
export function SpecialtiesSection({ providerId, mode, readOnly = false }: { providerId: number; mode: 'staff' | 'provider'; readOnly?: boolean }) {
  const { t, i18n } = useLingui()
  const today = companyToday()
  const company = useCompany()
  const specialties = useProviderSpecialties(providerId)
  const reference = useSpecialtyReference()
  const [editing, setEditing] = useState<Editing>(null)
  const date = (value: string | null) => (value ? formatDate(value) : '—')

  const error = specialties.error ?? reference.error
  if (error && !specialties.data) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{describeSpecialtyError(i18n, error)}</Alert.Title>
      </Alert.Root>
    )
  }
  if (!specialties.data || !reference.data) return <Loader type="inline" />

  const canAdd = mode === 'staff' && !readOnly && !company?.compatibility_mode
  const close = () => setEditing(null)
  const changed = () => {
    close()
    void specialties.refetch()
  }

  return (
    <Stack gap="4" as="section" aria-label={t`Especialidades`}>
      <HStack justify="space-between">
        <Text as="h2" textStyle="lg" fontWeight="semibold">
          {t`Especialidades y licencias`}
        </Text>
        {canAdd ? (
          <Button colorPalette="brand" size="sm" onClick={() => setEditing({ kind: 'new' })}>
            {t`Agregar especialidad`}
          </Button>
        ) : null}
      </HStack>
      <DataTable
        caption={t`Especialidades`}
        rows={specialties.data}
        rowKey={(row) => String(row.id)}
        empty={<Text color="fg.muted">{t`No tiene especialidades registradas.`}</Text>}
        columns={[
          { key: 'specialty', header: t`Especialidad`, cell: (row) => row.specialty_name },
          { key: 'license', header: t`Licencia`, cell: (row) => `${row.license_type_name} ${row.license_number}` },
          {
            key: 'expires',
            header: t`Expira`,
            cell: (row) => (
              <Stack gap="1" align="start">
                <span>{date(row.license_expiration)}</span>
                <LicenseStatus expiration={row.license_expiration} today={today} />
              </Stack>
            ),
          },
          {
            key: 'telehealth',
            header: t`Ciberterapia`,
            cell: (row) =>
              row.telehealth_license_number || row.telehealth_license_expiration ? (
                <Stack gap="1" align="start">
                  <span>{[row.telehealth_license_number, date(row.telehealth_license_expiration)].filter(Boolean).join(' · ')}</span>
                  <LicenseStatus expiration={row.telehealth_license_expiration} today={today} />
                </Stack>
              ) : (
                '—'
              ),
          },
          { key: 'insurance', header: t`Póliza expira`, cell: (row) => date(row.insurance_expiration) },
          { key: 'start', header: t`Año de inicio`, cell: (row) => (row.start_year ? String(row.start_year) : '—') },
          {
            key: 'confirmed',
            header: t`Confirmada`,
            cell: (row) =>
              isConfirmationDue(row.confirmed_by_provider_at, today) ? (
                <StatusBadge tone="warning">{t`Confirmación pendiente`}</StatusBadge>
              ) : (
                date(row.confirmed_by_provider_at)
              ),
          },
          {
            key: 'actions',
            header: t`Acciones`,
            cell: (row) => {
              const name = row.specialty_name
              return (
                <Button size="xs" variant="outline" onClick={() => setEditing({ kind: 'existing', specialty: row })} aria-label={readOnly ? t`Ver ${name}` : t`Editar ${name}`}>
                  {readOnly ? t`Ver` : t`Editar`}
                </Button>
              )
            },
          },
        ]}
      />
      {editing ? (
        <SpecialtyEditorDialog
          providerId={providerId}
          specialty={editing.kind === 'existing' ? editing.specialty : undefined}
          reference={reference.data}
          providerMode={mode === 'provider'}
          readOnly={readOnly}
          allowDelete={mode === 'staff' && !readOnly && editing.kind === 'existing' && editing.specialty.can_delete}
          heldSpecialtyIds={specialties.data.map((held) => held.specialty_id)}
          onSaved={changed}
          onDeleted={changed}
          onClose={close}
        />
      ) : null}
    </Stack>
  )
}

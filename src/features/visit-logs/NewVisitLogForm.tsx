import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { PlainSelect } from '../../components/plain-select'
import { Page } from '../../components/page'
import { FieldTextArea } from '../../components/text-area-field'
import { ACCEPTED_FILE_TYPES, CONTAINER_RULES, isAcceptedFileType } from '../../domain/attachments/rules'
import { formatFileSize } from '../../domain/attachments/sizes'
import { VisitLogFields } from '../../domain/visit-logs/schemas'
import { issuesToFieldErrors } from './field-errors'
import { describeError, describeFieldError } from '../../kit/errors/describe-error'
import { useUploadVisitLog } from './api/upload-visit-log'
import { useProviderLocations, useVisitLogProviders } from './api/visit-logs'

const SCAN_LIMITS = CONTAINER_RULES['provider-location-visit-log']

type Errors = Partial<Record<'provider_id' | 'location_id' | 'month' | 'notes' | 'file', string>>

/**
 * /billing/provider-location-logs (no id): a provider's paper log for one location and month,
 * uploaded with its scan; a bar shows how much of the file has gone. The fields are checked with
 * the server's schema before sending; the file by type and size (the server judges its bytes).
 */
export function NewVisitLogForm() {
  const { t, i18n } = useLingui()
  const uploadVisitLog = useUploadVisitLog()
  const navigate = useNavigate()
  const providers = useVisitLogProviders()
  const [providerId, setProviderId] = useState<number | undefined>()
  const locations = useProviderLocations(providerId)
  const [locationId, setLocationId] = useState<number | undefined>()
  const [month, setMonth] = useState('')
  const [notes, setNotes] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [progress, setProgress] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const [year, monthNumber] = month ? month.split('-').map(Number) : [undefined, undefined]
    const parsed = v.safeParse(VisitLogFields, {
      provider_id: providerId,
      location_id: locationId,
      year,
      month: monthNumber,
      notes,
    })
    const found: Errors = parsed.success ? {} : issuesToFieldErrors(parsed.issues)
    if (!file) found.file = 'required'
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an error code, put into words below
    else if (!isAcceptedFileType(file.type, file.name)) found.file = 'unsupported_file_type'
    else if (file.size > SCAN_LIMITS.maxBytes) found.file = 'file_too_large'
    setErrors(found)
    if (!parsed.success || Object.keys(found).length > 0 || !file) return
    setFailure(null)
    setProgress(0)
    try {
      const created = await uploadVisitLog({ ...parsed.output, file }, setProgress)
      await navigate({
        to: '/billing/provider-location-logs/{-$logId}',
        params: { logId: String(created.id) },
      })
    } catch (error) {
      setFailure(describeError(i18n, error))
    } finally {
      setProgress(null)
    }
  }

  const maxSize = formatFileSize(SCAN_LIMITS.maxBytes, i18n.locale)
  const words = (code: string | undefined) =>
    code === undefined
      ? undefined
      : describeFieldError(i18n, code, {
          file_too_large: msg`El tamaño del archivo no puede ser mayor a ${maxSize}`,
          unsupported_file_type: msg`Solo se aceptan imágenes y archivos PDF.`,
          scan_too_large: msg`La imagen tiene demasiados píxeles para leerse. Escanee la página a 300 ppp o menos.`,
          visit_log_exists: msg`Ya existe un registro de ese proveedor, localidad y mes.`,
        })

  return (
    <Page title={t`Subir registro de visitas`}>
      <Stack asChild gap="4" maxW="xl">
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Subir registro de visitas`}>
          <Field.Root invalid={Boolean(errors.provider_id)} required>
            <Field.Label>{t`Proveedor`}</Field.Label>
            <PlainSelect
              value={providerId ?? ''}
              onChange={(event) => {
                setProviderId(event.currentTarget.value ? Number(event.currentTarget.value) : undefined)
                setLocationId(undefined)
              }}
            >
              <option value="">{t`Elija un proveedor`}</option>
              {(providers.data ?? []).map((provider) => (
                <option key={provider.id} value={provider.id}>
                  {provider.name}
                </option>
              ))}
            </PlainSelect>
            <Field.ErrorText>{words(errors.provider_id)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.location_id)} required disabled={providerId === undefined}>
            <Field.Label>{t`Localidad`}</Field.Label>
            <PlainSelect
              value={locationId ?? ''}
              onChange={(event) => setLocationId(event.currentTarget.value ? Number(event.currentTarget.value) : undefined)}
            >
              <option value="">{t`Elija una localidad`}</option>
              {(locations.data ?? []).map((location) => (
                <option key={location.location_id} value={location.location_id}>
                  {location.location_name}
                </option>
              ))}
            </PlainSelect>
            <Field.ErrorText>{words(errors.location_id)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.month)} required>
            <Field.Label>{t`Mes`}</Field.Label>
            <Input type="month" value={month} onChange={(event) => setMonth(event.currentTarget.value)} />
            <Field.ErrorText>{words(errors.month)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.notes)}>
            <Field.Label>{t`Notas`}</Field.Label>
            <FieldTextArea value={notes} onChange={(event) => setNotes(event.currentTarget.value)} rows={3} />
            <Field.ErrorText>{words(errors.notes)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.file)} required>
            <Field.Label>{t`Archivo escaneado (imagen o PDF)`}</Field.Label>
            <Input type="file" accept={ACCEPTED_FILE_TYPES} onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)} />
            <Field.ErrorText>{words(errors.file)}</Field.ErrorText>
          </Field.Root>
          {progress !== null ? <UploadProgress fraction={progress} label={t`Subiendo el archivo`} /> : null}
          {failure ? (
            <Text role="alert" color="fg.error">
              {failure}
            </Text>
          ) : null}
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={progress !== null} loadingText={t`Subiendo…`}>
            {t`Subir registro`}
          </Button>
        </form>
      </Stack>
    </Page>
  )
}

/** A plain progress bar (no progress recipe is loaded): how much of the file has been sent. */
function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(fraction * 100)
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      bg="gray.100"
      borderRadius="full"
      h="2"
      overflow="hidden"
    >
      <Box bg="brand.solid" h="full" w={`${percent}%`} transition="width 0.2s" />
    </Box>
  )
}

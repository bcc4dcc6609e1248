import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { IrreversibleConfirm } from '../../kit/dialogs/IrreversibleConfirm'
import { Loader } from '../../components/loader'
import { PlainSelect } from '../../components/plain-select'
import { showSnackbar } from '../../components/snackbar'
import { StatusBadge } from '../../components/status-badge'
import { FieldTextArea } from '../../components/text-area-field'
import type { ServiceForm } from '../../domain/service-forms/schemas'
import { companyToday } from '../../domain/rules/company-time'
import { useDownload } from '../../kit/office/use-download'
import { formatDate } from '../../kit/words/format-date'
import { useDeleteServiceForm, useIssueLink, useRevokeLink, useSaveServiceForm, useServiceForms, useServiceFormTypes, type ServiceFormFields } from './api'
import { describeWriteError, formStateWord } from './words'

/**
 * A referral's service forms (spec §7 "Service forms"), in the office's referral screen and the
 * provider's: each with its state, its guest link to copy and send, and the signed PDF; those
 * who may write create, change (until signed), send, revoke and delete.
 */
export function ServiceFormsSection({ referralId, canWrite }: { referralId: number; canWrite: boolean }) {
  const { t, i18n } = useLingui()
  const list = useServiceForms(referralId)
  const [editing, setEditing] = useState<ServiceForm | 'new' | null>(null)
  return (
    <Stack as="section" aria-label={t`Formularios de servicio`} gap="2">
      <HStack justify="space-between" wrap="wrap">
        <Text as="h2" fontSize="lg" fontWeight="semibold">{t`Formularios de servicio`}</Text>
        {canWrite && editing === null ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            {t`Nuevo formulario`}
          </Button>
        ) : null}
      </HStack>
      {editing !== null ? <ServiceFormEditor referralId={referralId} form={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {list.error ? (
        <Text color="fg.error">
          {describeWriteError(i18n, list.error)}
        </Text>
      ) : !list.data ? (
        <Loader type="inline" />
      ) : list.data.items.length === 0 ? (
        <Text color="fg.muted">{t`Este referido no tiene formularios de servicio.`}</Text>
      ) : (
        <Stack as="ul" ps="0" listStyleType="none" gap="2">
          {list.data.items.map((form) => (
            <ServiceFormRow key={form.id} form={form} canWrite={canWrite} onEdit={() => setEditing(form)} />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

const PDF_PATH = '/download-pdf/service-forms/'
const PDF_NAME = 'formulario-'
const PDF_EXTENSION = '.pdf'
const pdfPath = (id: number) => `${PDF_PATH}${id}`
const pdfName = (id: number) => `${PDF_NAME}${id}${PDF_EXTENSION}`

function ServiceFormRow({ form, canWrite, onEdit }: { form: ServiceForm; canWrite: boolean; onEdit: () => void }) {
  const { t, i18n } = useLingui()
  const state = formStateWord(i18n, form)
  const issue = useIssueLink()
  const revoke = useRevokeLink()
  const remove = useDeleteServiceForm()
  const { downloading, download } = useDownload()
  const [confirming, setConfirming] = useState(false)
  const link = form.guest_link
  const liveLink = link?.state === 'live' ? link : null
  const url = liveLink ? `${window.location.origin}${liveLink.url_path}` : null
  const failed = (error: unknown) => showSnackbar(describeWriteError(i18n, error), 'error')
  const date = formatDate(form.form_date)

  async function copy() {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      showSnackbar(t`Enlace copiado`, 'success')
    } catch {
      showSnackbar(t`No se pudo copiar: seleccione el enlace y cópielo.`, 'warning')
    }
  }

  return (
    <Stack as="li" borderWidth="1px" borderRadius="md" p="3" gap="2" aria-label={`${form.type_name}, ${date}`}>
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">
          {form.type_name} · {date}
        </Text>
        <StatusBadge tone={state.tone}>{state.word}</StatusBadge>
      </HStack>
      {form.details ? <Text whiteSpace="pre-line">{form.details}</Text> : null}
      {form.signature ? (
        <Text fontSize="sm" color="fg.muted">
          {t`Firmado por ${form.signature.signer_name} (${form.signature.signer_relationship})`}
        </Text>
      ) : null}
      {url ? (
        <Field.Root>
          <Field.Label>{t`Enlace para firmar`}</Field.Label>
          <HStack w="full">
            <Input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
            <Button size="sm" variant="outline" onClick={() => void copy()}>
              {t`Copiar enlace`}
            </Button>
          </HStack>
        </Field.Root>
      ) : null}
      <HStack wrap="wrap" gap="2">
        <Button size="sm" variant="outline" loading={downloading} loadingText={t`Descargando…`} onClick={() => void download(pdfPath(form.id), pdfName(form.id))}>
          {form.status === 'signed' ? t`Descargar PDF firmado` : t`Descargar PDF`}
        </Button>
        {canWrite && form.status !== 'signed' ? (
          <>
            <Button size="sm" variant="outline" onClick={onEdit}>
              {t`Editar`}
            </Button>
            <Button size="sm" loading={issue.isPending} loadingText={t`Enviando…`} onClick={() => issue.mutate(form, { onError: failed })}>
              {liveLink ? t`Enviar un enlace nuevo` : t`Crear enlace para firmar`}
            </Button>
            {liveLink ? (
              <Button size="sm" variant="outline" loading={revoke.isPending} loadingText={t`Anulando…`} onClick={() => revoke.mutate({ form, link: liveLink }, { onError: failed })}>
                {t`Anular enlace`}
              </Button>
            ) : null}
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              {t`Eliminar`}
            </Button>
          </>
        ) : null}
      </HStack>
      <IrreversibleConfirm
        open={confirming}
        subject={`${form.type_name}, ${date}`}
        onConfirm={() => remove.mutateAsync(form).then(() => showSnackbar(t`Formulario eliminado`, 'success'), failed)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  )
}

function ServiceFormEditor({ referralId, form, onClose }: { referralId: number; form: ServiceForm | null; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const types = useServiceFormTypes()
  const save = useSaveServiceForm(referralId)
  const [fields, setFields] = useState<ServiceFormFields>({
    type_id: form?.type_id ?? 0,
    form_date: form?.form_date ?? companyToday(new Date()),
    signer_hint: form?.signer_hint ?? null,
    details: form?.details ?? '',
  })
  const typeId = fields.type_id || types.data?.[0]?.id || 0
  const statement = types.data?.find((type) => type.id === typeId)?.statement

  function submit(event: FormEvent) {
    event.preventDefault()
    save.mutate(
      { id: form?.id ?? null, hash: form?.hash ?? null, fields: { ...fields, type_id: typeId } },
      {
        onSuccess: () => {
          showSnackbar(t`Formulario guardado`, 'success')
          onClose()
        },
        onError: (error) => showSnackbar(describeWriteError(i18n, error), 'error'),
      },
    )
  }

  return (
    <Stack as="form" onSubmit={submit} borderWidth="1px" borderRadius="md" p="3" gap="3" aria-label={form ? t`Editar formulario de servicio` : t`Nuevo formulario de servicio`}>
      <Field.Root required>
        <Field.Label>{t`Tipo de formulario`}</Field.Label>
        <PlainSelect value={typeId} onChange={(event) => setFields({ ...fields, type_id: Number(event.target.value) })}>
          {(types.data ?? []).map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </PlainSelect>
        {statement ? <Field.HelperText>{statement}</Field.HelperText> : null}
      </Field.Root>
      <Field.Root required>
        <Field.Label>{t`Fecha`}</Field.Label>
        <Input type="date" value={fields.form_date} onChange={(event) => setFields({ ...fields, form_date: event.target.value })} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t`Quién debe firmar (opcional)`}</Field.Label>
        <Input value={fields.signer_hint ?? ''} maxLength={120} onChange={(event) => setFields({ ...fields, signer_hint: event.target.value || null })} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t`Detalles`}</Field.Label>
        <FieldTextArea rows={3} maxLength={4000} value={fields.details} onChange={(event) => setFields({ ...fields, details: event.target.value })} />
      </Field.Root>
      <HStack>
        <Button type="submit" loading={save.isPending} loadingText={t`Guardando…`} disabled={!typeId}>
          {t`Guardar`}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {t`Cancelar`}
        </Button>
      </HStack>
    </Stack>
  )
}

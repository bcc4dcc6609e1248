import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ClosableDialog } from '../../components/closable-dialog'
import { DetailsItem, DetailsList } from '../../components/details-list'
import { showSnackbar } from '../../components/snackbar'
import type { FormField, FormValues } from '../../domain/forms/fields'
import { ApiError } from '../../sync/api-errors'
import { formatDate } from '../../kit/words/format-date'
import { useBrowserOnline } from '../../kit/offline/use-sync-overview'
import type { PlanDetail, PlanDiscussion } from './api/types'
import { UNREACHABLE_CODE, useAttachUnreachableForm, useDetachUnreachableForm, useForm, useFormTemplates } from './api/unreachable-form-api'
import { blankValues, checkFormValues, FormFieldsEditor } from './FormFieldsEditor'
import { OnlineOnlyNote } from './OnlineOnlyNote'
import { describePlanError } from './plan-words'
import { useConfirm } from './use-confirm'

/**
 * The "unreachable" form of a discussion: while it waits for the authorized person, those who
 * may change the plan attach one (the family could not be reached; the provider may then sign
 * without that signature), and remove it. Both are the server's calls: online only.
 */
export function UnreachableFormPart({ plan, discussion, mayChange }: { plan: PlanDetail; discussion: PlanDiscussion; mayChange: boolean }) {
  const { t, i18n } = useLingui()
  const online = useBrowserOnline()
  const [open, setOpen] = useState(false)
  const detach = useDetachUnreachableForm()
  const confirm = useConfirm()
  const attachedId = discussion.unreachable_form_id
  const waiting = discussion.state === 'signature_requested'
  if (attachedId === null && !(mayChange && waiting)) return null

  const remove = () =>
    detach.mutateAsync(discussion).then(
      () => showSnackbar(t`Formulario quitado`, 'success'),
      (failure: unknown) => showSnackbar(describePlanError(i18n, failure), 'error'),
    )
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="l2" p="3">
      {attachedId !== null ? (
        <>
          <Text fontSize="sm" fontWeight="semibold">{t`Formulario de no localización adjunto`}</Text>
          <AttachedForm formId={attachedId} />
          {mayChange ? (
            <HStack>
              <Button size="sm" variant="outline" colorPalette="danger" disabled={!online} loading={detach.isPending} loadingText={t`Guardando…`} onClick={() => confirm.ask(t`Formulario de no localización`, t`Quitar`, remove)}>
                {t`Quitar`}
              </Button>
            </HStack>
          ) : null}
        </>
      ) : (
        <HStack>
          <Button size="sm" variant="outline" colorPalette="brand" disabled={!online} onClick={() => setOpen(true)}>
            {t`Adjuntar formulario de no localización`}
          </Button>
        </HStack>
      )}
      {mayChange && !online ? <OnlineOnlyNote what={t`Adjuntar o quitar el formulario necesita conexión a internet.`} /> : null}
      {open ? <AttachDialog plan={plan} discussion={discussion} onClose={() => setOpen(false)} /> : null}
      {confirm.dialog}
    </Stack>
  )
}

/** The attached form's answers, labelled by its template. */
function AttachedForm({ formId }: { formId: number }) {
  const { t } = useLingui()
  const form = useForm(formId)
  const templates = useFormTemplates()
  const template = templates.data?.find((item) => item.id === form.data?.template_id)
  if (!form.data || !template) return form.isError || templates.isError ? <Text color="fg.muted" fontSize="sm">{t`No se pudo cargar el formulario.`}</Text> : null
  const shown = (field: FormField, value: FormValues[string]) =>
    value === null || value === '' ? '—' : typeof value === 'boolean' ? (value ? t`Sí` : t`No`) : field.type === 'date' ? formatDate(value) : value
  return (
    <DetailsList>
      {template.fields.map((field) => (
        <DetailsItem key={field.key} label={field.label}>
          <Text as="span" whiteSpace="pre-wrap">
            {shown(field, form.data.values[field.key] ?? null)}
          </Text>
        </DetailsItem>
      ))}
    </DetailsList>
  )
}

/** The `unreachable` template's fields; saving creates the form and attaches it to the discussion. */
function AttachDialog({ plan, discussion, onClose }: { plan: PlanDetail; discussion: PlanDiscussion; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const online = useBrowserOnline()
  const templates = useFormTemplates()
  const template = templates.data?.find((item) => item.code === UNREACHABLE_CODE)
  const [values, setValues] = useState<FormValues | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const attach = useAttachUnreachableForm()
  const current = values ?? (template ? blankValues(template.fields) : {})

  const submit = () => {
    if (!template) return
    const checked = checkFormValues(template.fields, current)
    if ('errors' in checked) return setErrors(checked.errors)
    setErrors({})
    attach.mutate(
      { referralId: plan.referral_id, templateId: template.id, discussion, values: checked.values },
      {
        onSuccess: () => (showSnackbar(t`Formulario adjuntado`, 'success'), onClose()),
        onError: (failure) => {
          // The server's field codes come as `values.<key>`: show them under the fields.
          const fieldErrors = failure instanceof ApiError ? failure.body.errors : undefined
          if (fieldErrors) setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([key, code]) => [key.replace(/^values\./, ''), code])))
        },
      },
    )
  }
  const failure = attach.error
  return (
    <ClosableDialog title={t`Formulario de no localización`} size="md" onClose={onClose}>
      <Stack gap="4">
        {templates.isError ? <Text role="alert" color="fg.error">{describePlanError(i18n, templates.error)}</Text> : null}
        {templates.isSuccess && !template ? <Text role="alert" color="fg.error">{t`Este servidor no tiene el formulario de no localización.`}</Text> : null}
        {template ? (
          <>
            {template.description ? <Text color="fg.muted" fontSize="sm">{template.description}</Text> : null}
            <FormFieldsEditor fields={template.fields} values={current} errors={errors} onChange={setValues} />
          </>
        ) : null}
        {failure ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {failure instanceof ApiError && failure.status === 409 ? t`La discusión cambió mientras usted llenaba el formulario. Cierre, revise la discusión e intente de nuevo.` : describePlanError(i18n, failure)}
          </Text>
        ) : null}
        {!online ? <OnlineOnlyNote what={t`Adjuntar el formulario necesita conexión a internet.`} /> : null}
        <HStack gap="2">
          <Button size="sm" colorPalette="brand" onClick={submit} loading={attach.isPending} loadingText={t`Guardando…`} disabled={!template || !online}>
            {t`Adjuntar`}
          </Button>
          <Button size="sm" variant="outline" onClick={onClose}>
            {t`Cancelar`}
          </Button>
        </HStack>
      </Stack>
    </ClosableDialog>
  )
}

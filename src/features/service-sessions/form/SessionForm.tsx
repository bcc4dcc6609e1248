import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { get, set, useForm, type DefaultValues, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form'
import { companyToday, latestSessionTime } from '../../../domain/rules/company-time'
import { MAX_NOTES_LENGTH, type SessionFields } from '../../../domain/service-sessions/schemas'
import { timeChoices } from '../../../domain/service-sessions/rules'
import { Loader } from '../../../components/loader'
import { SelectField } from '../../../components/select-field'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { showSnackbar } from '../../../components/snackbar'
import { TextAreaField } from '../../../components/text-area-field'
import { TextField } from '../../../components/text-field'
import { describeError } from '../../../kit/errors/describe-error'
import { describeSessionFieldError } from '../session-error-codes'
import { readSessionDefaults } from '../defaults'
import { discardDraft, readDraft } from '../drafts'
import type { SessionLookups } from '../lookups'
import {
  asDraft,
  carriedOverFields,
  initialFormValues,
  objectiveValueErrors,
  sessionFormSchema,
  withObjectiveLists,
  type SessionFormDraft,
  type SessionFormStart,
  type SessionFormValues,
} from './session-form-values'
import { objectiveKinds, objectivesInForce } from '../plan-objectives'
import type { VisitDraft } from '../session-choices'
import type { MeasurementKind } from '../../../domain/plans/objective-data'
import { useSessionFormChoices } from './use-session-form-choices'
import { useDraftAutosave } from './use-draft-autosave'
import { VisitsField } from './VisitsField'
import { useEditingLock } from '../../../kit/forms/use-editing-lock'

interface SessionFormProps {
  lookups: SessionLookups
  start: SessionFormStart
  draftKey: string
  /** The write (record, update or resend): resolves once it is saved on the device. */
  save: (fields: SessionFields) => Promise<void>
  savedMessage: string
  onClose: () => void
  /** Field errors the server gave a refused change, shown on their fields from the start. */
  serverErrors?: Record<string, string>
}

/** The session form: opens with a restored draft, the session, or the last-used defaults. */
export function SessionForm(props: SessionFormProps) {
  const { draftKey: key } = props
  const [start] = useState(props.start)
  const [opening, setOpening] = useState<{ values: SessionFormDraft; restored: boolean; carried: string[] } | null>(null)
  useEffect(() => {
    let current = true
    void Promise.all([readDraft<unknown>(key), readSessionDefaults()]).then(([stored, defaults]) => {
      const draft = asDraft(stored)
      const values = initialFormValues(start, draft, defaults, companyToday())
      if (current) setOpening({ values, restored: draft !== undefined, carried: carriedOverFields(start, draft, defaults, values) })
    })
    return () => {
      current = false
    }
  }, [key, start])
  if (!opening) return <Loader type="inline" />
  return <SessionFormBody {...props} initial={opening.values} restored={opening.restored} carried={opening.carried} />
}

function SessionFormBody({
  lookups,
  draftKey: key,
  save,
  savedMessage,
  onClose,
  serverErrors,
  initial,
  restored,
  carried,
}: SessionFormProps & { initial: SessionFormDraft; restored: boolean; carried: string[] }) {
  const { t, i18n } = useLingui()
  const today = companyToday()
  // The shared schema, then each objective's value against its kind (the lookups may change while the form is open).
  const kinds = useMemo(() => objectiveKinds(lookups.plans, lookups.measurementTypes), [lookups.plans, lookups.measurementTypes])
  const [resolver] = useState(() => withObjectiveKinds(valibotResolver(sessionFormSchema(today, latestSessionTime()))))
  const form = useForm<SessionFormValues, unknown, SessionFields>({
    resolver,
    context: { kinds } satisfies ObjectiveContext,
    defaultValues: initial as DefaultValues<SessionFormValues>,
  })
  // Read while rendering: react-hook-form tracks only the form states a render subscribed to.
  const { control, formState } = form
  const { isDirty, isSubmitting } = formState
  useEditingLock(isDirty)
  const choices = useSessionFormChoices(form, lookups)
  const autosave = useDraftAutosave(form.watch, key)
  const [failure, setFailure] = useState<string | null>(null)
  const fieldError = (code: string) => describeSessionFieldError(i18n, code)
  const { dirtyFields } = formState
  // A value carried over from the last session is marked until the person changes it, so a
  // carried "Estudiante ausente" is seen before saving (spec §3 keeps the last-used values).
  const carriedHint = (name: keyof SessionFormValues) =>
    carried.includes(name) && !dirtyFields[name] ? t`Del último registro: revíselo` : undefined
  const { setError } = form
  useEffect(() => {
    for (const [path, code] of Object.entries(serverErrors ?? {})) setError(path as FieldPath<SessionFormValues>, { type: 'server', message: code })
  }, [serverErrors, setError])

  const submit = form.handleSubmit(async (fields) => {
    autosave.stop()
    setFailure(null)
    try {
      await save(withObjectiveLists(fields, (referralId, date) => objectivesInForce(lookups.plans, lookups.academicYears, lookups.measurementTypes, referralId, date) !== null))
    } catch (error) {
      // Never swallowed: the person sees why (e.g. the device is full) and keeps what they typed.
      autosave.resume()
      console.error('The session was not saved', error)
      setFailure(describeError(i18n, error))
      return
    }
    showSnackbar(savedMessage, 'success')
    onClose()
  })

  const [confirmingCancel, setConfirmingCancel] = useState(false)
  async function discardAndClose() {
    autosave.stop()
    await discardDraft(key)
    onClose()
  }
  function cancel() {
    if (isDirty || restored) setConfirmingCancel(true)
    else void discardAndClose()
  }

  return (
    <>
      <Stack asChild gap="5">
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Sesión`}>
          {restored ? (
            <Text role="status" bg="brand.subtle" color="brand.fg" borderRadius="md" px="4" py="2">
              {t`Se recuperó un borrador`}
            </Text>
          ) : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField control={control} name="date" helperText={carriedHint('date')} label={t`Fecha`} type="date" max={today} required describeError={fieldError} />
            <SelectField
              control={control}
              name="time"
              helperText={carriedHint('time')}
              label={t`Hora`}
              placeholder={t`Seleccione…`}
              options={timeChoices().map((time) => ({ value: time, label: time }))}
              required
              describeError={fieldError}
            />
            <SelectField
              control={control}
              name="duration_id"
              helperText={carriedHint('duration_id')}
              label={t`Duración`}
              placeholder={t`Seleccione…`}
              numeric
              options={choices.durations}
              required
              describeError={fieldError}
            />
            <SelectField
              control={control}
              name="session_type_id"
              helperText={carriedHint('session_type_id')}
              label={t`Tipo de sesión`}
              placeholder={t`Seleccione…`}
              numeric
              options={choices.sessionTypes}
              required
              describeError={fieldError}
            />
            <SelectField
              control={control}
              name="location_id"
              helperText={carriedHint('location_id')}
              label={t`Localidad`}
              placeholder={t`Seleccione…`}
              numeric
              options={choices.locations}
              required
              describeError={fieldError}
              onValueChange={choices.afterLocationChange}
            />
            <SelectField
              control={control}
              name="service_id"
              label={t`Servicio`}
              placeholder={t`Seleccione…`}
              numeric
              options={choices.services}
              required
              describeError={fieldError}
              onValueChange={choices.afterServiceChange}
            />
            <SelectField
              control={control}
              name="session_outcome_id"
              helperText={carriedHint('session_outcome_id')}
              label={t`Resultado de la sesión`}
              placeholder={t`Seleccione…`}
              numeric
              options={choices.sessionOutcomes}
              required
              describeError={fieldError}
              onValueChange={choices.afterOutcomeChange}
            />
          </SimpleGrid>
          <VisitsField control={control} students={choices.students} outcomes={choices.visitOutcomes} planOf={choices.planOf} />
          <TextAreaField control={control} name="notes" label={t`Notas`} maxLength={MAX_NOTES_LENGTH} describeError={fieldError} />
          {failure ? (
            <Text role="alert" bg="danger.subtle" color="danger.fg" borderRadius="md" px="4" py="3" fontWeight="medium">
              {failure}
            </Text>
          ) : null}
          <HStack gap="3" justify="flex-end">
            <Button variant="outline" onClick={cancel}>
              {t`Cancelar`}
            </Button>
            <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={t`Guardando…`}>
              {t`Guardar`}
            </Button>
          </HStack>
        </form>
      </Stack>
      <ConfirmDialog
        open={confirmingCancel}
        title={t`¿Descartar los cambios?`}
        message={t`Lo que escribió en este formulario se perderá.`}
        confirmLabel={t`Descartar`}
        cancelLabel={t`Seguir editando`}
        onConfirm={discardAndClose}
        onClose={() => setConfirmingCancel(false)}
      />
    </>
  )
}

type SessionResolver = Resolver<SessionFormValues, unknown, SessionFields>

/** What the resolver reads besides the values: each objective's kind, from the device's plans (plan-objectives.ts). */
interface ObjectiveContext {
  kinds: ReadonlyMap<number, MeasurementKind>
}

/** The schema's resolver, then the values of the objectives' kinds (objectiveValueErrors); the schema's own error on a field wins. */
function withObjectiveKinds(base: SessionResolver): SessionResolver {
  return async (values, context, options) => {
    const result = await base(values, context, options)
    const kinds = (context as ObjectiveContext | undefined)?.kinds
    const found = Object.entries(objectiveValueErrors(values.visits as VisitDraft[], (id) => kinds?.get(id)))
    if (found.length === 0) return result
    const errors: FieldErrors<SessionFormValues> = { ...result.errors }
    for (const [path, code] of found) if (!get(errors, path)) set(errors, path, { type: 'kind', message: code })
    return { values: {}, errors }
  }
}

import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { IrreversibleConfirm } from '../../kit/dialogs/IrreversibleConfirm'
import { Loader } from '../../components/loader'
import { PlainSelect } from '../../components/plain-select'
import { showSnackbar } from '../../components/snackbar'
import { FieldTextArea } from '../../components/text-area-field'
import type { Evaluation } from '../../domain/evaluations/schemas'
import { companyToday } from '../../domain/rules/company-time'
import { formatDate } from '../../kit/words/format-date'
import { useDeleteEvaluation, useEvaluations, useEvaluationServices, useEvaluationTypes, useSaveEvaluation, type EvaluationFields } from './api'
import { describeWriteError } from './words'

/**
 * A referral's evaluations (spec §7 "Evaluations"): each with its day, the evaluation services
 * given (service type 2) and their types, the findings and recommendations. Those who may write
 * record, change and delete them.
 */
export function EvaluationsSection({ referralId, canWrite }: { referralId: number; canWrite: boolean }) {
  const { t, i18n } = useLingui()
  const list = useEvaluations(referralId)
  const [editing, setEditing] = useState<Evaluation | 'new' | null>(null)
  return (
    <Stack as="section" aria-label={t`Evaluaciones`} gap="2">
      <HStack justify="space-between" wrap="wrap">
        <Text as="h2" fontSize="lg" fontWeight="semibold">{t`Evaluaciones`}</Text>
        {canWrite && editing === null ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            {t`Registrar evaluación`}
          </Button>
        ) : null}
      </HStack>
      {editing !== null ? <EvaluationEditor referralId={referralId} evaluation={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {list.error ? (
        <Text color="fg.error">
          {describeWriteError(i18n, list.error)}
        </Text>
      ) : !list.data ? (
        <Loader type="inline" />
      ) : list.data.items.length === 0 ? (
        <Text color="fg.muted">{t`Este referido no tiene evaluaciones.`}</Text>
      ) : (
        <Stack as="ul" ps="0" listStyleType="none" gap="2">
          {list.data.items.map((row) => (
            <EvaluationRow key={row.id} evaluation={row} canWrite={canWrite} onEdit={() => setEditing(row)} />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

function EvaluationRow({ evaluation, canWrite, onEdit }: { evaluation: Evaluation; canWrite: boolean; onEdit: () => void }) {
  const { t, i18n } = useLingui()
  const remove = useDeleteEvaluation()
  const [confirming, setConfirming] = useState(false)
  const date = formatDate(evaluation.evaluated_on)
  return (
    <Stack as="li" borderWidth="1px" borderRadius="md" p="3" gap="1" aria-label={t`Evaluación del ${date}`}>
      <Text fontWeight="semibold">{t`Evaluación del ${date}`}</Text>
      <Stack as="ul" ps="4" gap="0">
        {evaluation.services.map((service) => (
          <li key={service.service_id}>
            {service.service_name} · {service.type_name}
          </li>
        ))}
      </Stack>
      {evaluation.findings ? <Text whiteSpace="pre-line">{t`Hallazgos: ${evaluation.findings}`}</Text> : null}
      {evaluation.recommendations ? <Text whiteSpace="pre-line">{t`Recomendaciones: ${evaluation.recommendations}`}</Text> : null}
      {canWrite ? (
        <HStack gap="2" pt="1">
          <Button size="sm" variant="outline" onClick={onEdit}>
            {t`Editar`}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            {t`Eliminar`}
          </Button>
        </HStack>
      ) : null}
      <IrreversibleConfirm
        open={confirming}
        subject={t`Evaluación del ${date}`}
        onConfirm={() => remove.mutateAsync(evaluation).then(() => showSnackbar(t`Evaluación eliminada`, 'success'), (error: unknown) => showSnackbar(describeWriteError(i18n, error), 'error'))}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  )
}

function EvaluationEditor({ referralId, evaluation, onClose }: { referralId: number; evaluation: Evaluation | null; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const services = useEvaluationServices()
  const types = useEvaluationTypes()
  const save = useSaveEvaluation(referralId)
  const [fields, setFields] = useState<EvaluationFields>({
    evaluated_on: evaluation?.evaluated_on ?? companyToday(new Date()),
    services: evaluation?.services.map(({ service_id, type_id }) => ({ service_id, type_id })) ?? [],
    findings: evaluation?.findings ?? '',
    recommendations: evaluation?.recommendations ?? '',
  })
  const [serviceId, setServiceId] = useState(0)
  const [typeId, setTypeId] = useState(0)
  const chosenService = serviceId || services.data?.find((row) => !fields.services.some((line) => line.service_id === row.id))?.id || 0
  const chosenType = typeId || types.data?.[0]?.id || 0
  const nameOf = (rows: { id: number; name: string }[] | undefined, id: number) => rows?.find((row) => row.id === id)?.name ?? ''

  function add() {
    if (!chosenService || !chosenType || fields.services.some((line) => line.service_id === chosenService)) return
    setFields({ ...fields, services: [...fields.services, { service_id: chosenService, type_id: chosenType }] })
    setServiceId(0)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    save.mutate(
      { id: evaluation?.id ?? null, hash: evaluation?.hash ?? null, fields },
      {
        onSuccess: () => {
          showSnackbar(t`Evaluación guardada`, 'success')
          onClose()
        },
        onError: (error) => showSnackbar(describeWriteError(i18n, error), 'error'),
      },
    )
  }

  return (
    <Stack as="form" onSubmit={submit} borderWidth="1px" borderRadius="md" p="3" gap="3" aria-label={evaluation ? t`Editar evaluación` : t`Nueva evaluación`}>
      <Field.Root required>
        <Field.Label>{t`Fecha de la evaluación`}</Field.Label>
        <Input type="date" value={fields.evaluated_on} onChange={(event) => setFields({ ...fields, evaluated_on: event.target.value })} />
      </Field.Root>
      <Stack gap="1">
        <Text fontWeight="medium">{t`Servicios evaluados`}</Text>
        {fields.services.length === 0 ? <Text color="fg.muted">{t`Añada al menos un servicio.`}</Text> : null}
        <Stack as="ul" ps="0" listStyleType="none" gap="1">
          {fields.services.map((line) => (
            <HStack as="li" key={line.service_id} justify="space-between">
              <Text>
                {nameOf(services.data, line.service_id)} · {nameOf(types.data, line.type_id)}
              </Text>
              <Button size="xs" variant="ghost" onClick={() => setFields({ ...fields, services: fields.services.filter((other) => other.service_id !== line.service_id) })}>
                {t`Quitar`}
              </Button>
            </HStack>
          ))}
        </Stack>
        <HStack wrap="wrap" align="end">
          <Field.Root flex="2" minW="12rem">
            <Field.Label>{t`Servicio`}</Field.Label>
            <PlainSelect value={chosenService} onChange={(event) => setServiceId(Number(event.target.value))}>
              {(services.data ?? []).map((row) => (
                <option key={row.id} value={row.id}>
                  {row.name}
                </option>
              ))}
            </PlainSelect>
          </Field.Root>
          <Field.Root flex="1" minW="10rem">
            <Field.Label>{t`Tipo de evaluación`}</Field.Label>
            <PlainSelect value={chosenType} onChange={(event) => setTypeId(Number(event.target.value))}>
              {(types.data ?? []).map((row) => (
                <option key={row.id} value={row.id}>
                  {row.name}
                </option>
              ))}
            </PlainSelect>
          </Field.Root>
          <Button size="sm" variant="outline" onClick={add}>
            {t`Añadir servicio`}
          </Button>
        </HStack>
      </Stack>
      <Field.Root>
        <Field.Label>{t`Hallazgos`}</Field.Label>
        <FieldTextArea rows={3} maxLength={8000} value={fields.findings} onChange={(event) => setFields({ ...fields, findings: event.target.value })} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t`Recomendaciones`}</Field.Label>
        <FieldTextArea rows={3} maxLength={8000} value={fields.recommendations} onChange={(event) => setFields({ ...fields, recommendations: event.target.value })} />
      </Field.Root>
      <HStack>
        <Button type="submit" loading={save.isPending} loadingText={t`Guardando…`} disabled={fields.services.length === 0}>
          {t`Guardar`}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {t`Cancelar`}
        </Button>
      </HStack>
    </Stack>
  )
}

import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { showSnackbar } from '../../components/snackbar'
import { AssessmentInput } from '../../domain/plans/schemas'
import { PlanPart } from './PlanPart'
import { formatDate } from '../../kit/words/format-date'
import { planEntityIds } from '../plans-offline/queries'
import { useAddAssessment, useDeleteAssessment } from './plan-writes'
import { RowSyncState } from './RowSyncState'
import type { PlanDetail } from './api/types'
import { firstIssue } from './editing'
import { describePlanError } from './plan-words'
import { PlanTextArea } from './PlanTextArea'
import { useConfirm } from './use-confirm'

/** The student's assessments of a plan: added and deleted (they are not edited, as in the spec). */
export function AssessmentsSection({ plan, editable }: { plan: PlanDetail; editable: boolean }) {
  const { t, i18n } = useLingui()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const add = useAddAssessment(plan.id)
  const remove = useDeleteAssessment()
  const confirm = useConfirm()
  const submit = () => {
    const issue = firstIssue(AssessmentInput, { description: text })
    setError(issue?.description ?? null)
    if (issue) return
    add.mutate(text, {
      onSuccess: () => setText(''),
      onError: (failure) => showSnackbar(describePlanError(i18n, failure), 'error'),
    })
  }
  return (
    <PlanPart title={t`Avalúos del estudiante`}>
      {plan.student_assessments.length === 0 ? <Text color="fg.muted">{t`Sin avalúos.`}</Text> : null}
      <Stack as="ul" ps="0" listStyleType="none" gap="2">
        {plan.student_assessments.map((assessment) => (
          <li key={assessment.uuid}>
            <HStack justify="space-between" align="start" gap="3">
              <Stack gap="0">
                <Text whiteSpace="pre-wrap">{assessment.description}</Text>
                <HStack gap="2">
                  <Text fontSize="sm" color="fg.muted">
                    {formatDate(assessment.created_at.slice(0, 10))}
                  </Text>
                  <RowSyncState entityId={planEntityIds.assessment(assessment.uuid)} />
                </HStack>
              </Stack>
              {editable ? (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="danger"
                  onClick={() =>
                    confirm.ask(assessment.description.slice(0, 80), t`Eliminar avalúo`, async () => {
                      await remove.mutateAsync(assessment).catch((failure: unknown) => showSnackbar(describePlanError(i18n, failure), 'error'))
                    })
                  }
                >
                  {t`Eliminar avalúo`}
                </Button>
              ) : null}
            </HStack>
          </li>
        ))}
      </Stack>
      {editable ? (
        <Stack gap="2">
          <PlanTextArea label={t`Nuevo avalúo`} value={text} onChange={setText} error={error} />
          <HStack>
            <Button size="sm" colorPalette="brand" onClick={submit} loading={add.isPending} loadingText={t`Guardando…`}>
              {t`Agregar avalúo`}
            </Button>
          </HStack>
        </Stack>
      ) : null}
      {confirm.dialog}
    </PlanPart>
  )
}

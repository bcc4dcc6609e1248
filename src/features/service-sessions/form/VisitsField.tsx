import { Box, Flex, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { get, useController, useFormState, type Control } from 'react-hook-form'
import type { VisitOutcomeItem } from '../../../domain/service-sessions/types'
import { CheckboxField } from '../../../components/checkbox-field'
import { PlainSelect } from '../../../components/plain-select'
import { describeSessionFieldError } from '../session-error-codes'
import { defaultVisitOutcome, type VisitDraft } from '../session-choices'
import type { SessionFormValues } from './session-form-values'
import type { ObjectiveDatum } from '../../../domain/plans/objective-data'
import type { PlanInForce } from '../plan-objectives'
import { ObjectiveDataField } from './ObjectiveDataField'

/** A visit's first error: its outcome, or the student (e.g. the server could not assign them). */
function visitError(errors: object, index: number): string | undefined {
  return ['visit_outcome_id', 'referral_id', 'student_id'].map((field) => get(errors, `visits.${index}.${field}.message`) as string | undefined).find(Boolean)
}

export interface StudentChoice {
  student_id: number
  referral_id: number
  name: string
}

/**
 * The students of the chosen service and location as a checklist; each chosen student gets
 * what happened to them (a visit outcome that fits the session outcome) and, when the device
 * holds their plan in force, the data per objective (ObjectiveDataField).
 */
export function VisitsField({
  control,
  students,
  outcomes,
  planOf,
}: {
  control: Control<SessionFormValues>
  students: StudentChoice[]
  outcomes: VisitOutcomeItem[]
  /** The student's plan in force on the session's date, when the device holds it (plan-objectives.ts). */
  planOf: (referralId: number) => PlanInForce | null
}) {
  const { t, i18n } = useLingui()
  const { field } = useController({ control, name: 'visits' })
  const { errors } = useFormState({ control, name: 'visits' })
  const visits = (field.value ?? []) as VisitDraft[]
  const listCode: string | undefined = get(errors, 'visits.message') ?? get(errors, 'visits.root.message')

  function toggle(student: StudentChoice, chosen: boolean) {
    const next: VisitDraft[] = chosen
      ? [...visits, { student_id: student.student_id, referral_id: student.referral_id, visit_outcome_id: defaultVisitOutcome(outcomes, visits.length + 1) }]
      : visits.filter((visit) => visit.referral_id !== student.referral_id)
    field.onChange(next)
  }

  function chooseOutcome(referralId: number, raw: string) {
    field.onChange(visits.map((visit) => (visit.referral_id === referralId ? { ...visit, visit_outcome_id: raw === '' ? undefined : Number(raw) } : visit)))
  }

  function setObjectiveData(referralId: number, data: ObjectiveDatum[]) {
    field.onChange(visits.map((visit) => (visit.referral_id === referralId ? { ...visit, objective_data: data } : visit)))
  }

  /** A datum's first error: its value, its objective, its note, or the datum itself. */
  const datumError = (visitIndex: number, index: number): string | undefined =>
    ['.value', '.objective_id', '.note', ''].map((part) => get(errors, `visits.${visitIndex}.objective_data.${index}${part}.message`) as string | undefined).find(Boolean)

  return (
    <Box as="fieldset" aria-invalid={listCode ? true : undefined}>
      <Box as="legend" fontWeight="medium" textStyle="sm" mb="2">
        {t`Estudiantes`}
        {/* The same cue as the other required fields (Chakra's RequiredIndicator): at least one student. */}
        <Box as="span" aria-hidden="true" color="fg.error" ms="1">
          *
        </Box>
      </Box>
      {students.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">{t`Elija la localidad y el servicio para ver sus estudiantes.`}</Text>
      ) : (
        <Stack gap="2">
          {students.map((student) => {
            const index = visits.findIndex((visit) => visit.referral_id === student.referral_id)
            const visit = visits[index]
            const code: string | undefined = index >= 0 ? visitError(errors, index) : undefined
            const name = student.name
            const plan = visit ? planOf(student.referral_id) : null
            return (
              <Box key={student.referral_id} borderWidth="1px" borderRadius="md" px="3" py="2">
                <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
                  <Box flex="1">
                    <CheckboxField label={name} checked={visit !== undefined} onChange={(checked) => toggle(student, checked)} />
                  </Box>
                  {visit ? (
                    <Stack gap="1" minW={{ md: '64' }}>
                      <PlainSelect
                        aria-label={t`Resultado de la visita de ${name}`}
                        aria-invalid={code ? true : undefined}
                        value={visit.visit_outcome_id ?? ''}
                        disabled={outcomes.length === 0}
                        onChange={(event) => chooseOutcome(student.referral_id, event.target.value)}
                      >
                        <option value="">{outcomes.length === 0 ? t`Elija primero el resultado de la sesión` : t`Resultado de la visita…`}</option>
                        {outcomes.map((outcome) => (
                          <option key={outcome.id} value={outcome.id}>
                            {outcome.name}
                          </option>
                        ))}
                      </PlainSelect>
                      {code ? (
                        <Text color="danger.fg" textStyle="xs">
                          {describeSessionFieldError(i18n, code)}
                        </Text>
                      ) : null}
                    </Stack>
                  ) : null}
                </Flex>
                {visit && plan ? (
                  <ObjectiveDataField
                    name={name}
                    plan={plan}
                    data={visit.objective_data}
                    onChange={(data) => setObjectiveData(student.referral_id, data)}
                    errorOf={(at) => datumError(index, at)}
                  />
                ) : null}
              </Box>
            )
          })}
        </Stack>
      )}
      {listCode ? (
        <Text color="danger.fg" textStyle="sm" mt="2" role="alert">
          {describeSessionFieldError(i18n, listCode)}
        </Text>
      ) : null}
    </Box>
  )
}

import { useLingui } from '@lingui/react/macro'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import type { NamedItem } from '../../../domain/reference'
import type { SessionFields } from '../../../domain/service-sessions/schemas'
import type { SelectOption } from '../../../components/select-field'
import type { SessionLookups } from '../lookups'
import { fitVisitsToOutcome, locationChoices, serviceChoices, studentChoices, visitOutcomeChoices, withCurrent, type VisitDraft } from '../session-choices'
import type { SessionFormValues } from './session-form-values'
import type { StudentChoice } from './VisitsField'
import { objectivesInForce } from '../plan-objectives'

const asOptions = (items: readonly NamedItem[]): SelectOption[] => items.map((item) => ({ value: item.id, label: item.name }))

/**
 * The form's choices follow what is chosen: services at the location, the students of that
 * service there, the visit outcomes of the session outcome. A change upstream clears what no
 * longer fits downstream, so the form never holds a hidden, stale choice.
 */
export function useSessionFormChoices(form: UseFormReturn<SessionFormValues, unknown, SessionFields>, lookups: SessionLookups) {
  const { t } = useLingui()
  const [locationId, serviceId, outcomeId, rawVisits, date] = useWatch({ control: form.control, name: ['location_id', 'service_id', 'session_outcome_id', 'visits', 'date'] })
  const visits = (rawVisits ?? []) as VisitDraft[]
  const { students } = lookups
  const serviceName = (id: number) => lookups.services.find((service) => service.id === id)?.name ?? t`Servicio ${id}`

  const here = studentChoices(students, serviceId, locationId).map((student): StudentChoice => ({
    student_id: student.student_id,
    referral_id: student.referral_id,
    name: student.student_name,
  }))
  // Students of a session being edited who are no longer active still show, checked.
  const others = visits
    .filter((visit) => !here.some((student) => student.referral_id === visit.referral_id))
    .map((visit): StudentChoice => {
      const known = students.find((student) => student.student_id === visit.student_id)
      const id = visit.student_id
      return { student_id: visit.student_id, referral_id: visit.referral_id, name: known?.student_name ?? t`Estudiante ${id}` }
    })

  function setVisits(next: VisitDraft[]) {
    form.setValue('visits', next as SessionFormValues['visits'], { shouldDirty: true })
  }
  function keepStudentsOf(nextServiceId: number | undefined, nextLocationId: number | undefined) {
    const allowed = new Set(studentChoices(students, nextServiceId, nextLocationId).map((student) => student.referral_id))
    setVisits((form.getValues('visits') as VisitDraft[]).filter((visit) => allowed.has(visit.referral_id)))
  }

  return {
    locations: asOptions(withCurrent(locationChoices(students), locationId, (id) => t`Localidad ${id}`)),
    services: asOptions(withCurrent(serviceChoices(students, locationId), serviceId, serviceName)),
    durations: asOptions(lookups.durations),
    sessionTypes: asOptions(lookups.sessionTypes),
    sessionOutcomes: asOptions(lookups.sessionOutcomes),
    visitOutcomes: visitOutcomeChoices(lookups.visitOutcomes, outcomeId),
    students: [...here, ...others],
    /** A visit's plan in force on the chosen date (its objectives are offered for data). */
    planOf: (referralId: number) => objectivesInForce(lookups.plans, lookups.academicYears, lookups.measurementTypes, referralId, date),
    afterLocationChange(value: string | number | undefined) {
      const nextLocation = typeof value === 'number' ? value : undefined
      const currentService = form.getValues('service_id')
      const offered = serviceChoices(students, nextLocation).some((service) => service.id === currentService)
      // The form's values are typed as the schema's input, where an empty choice has no type.
      if (!offered) form.setValue('service_id', undefined as unknown as number, { shouldDirty: true })
      keepStudentsOf(offered ? currentService : undefined, nextLocation)
    },
    afterServiceChange(value: string | number | undefined) {
      keepStudentsOf(typeof value === 'number' ? value : undefined, form.getValues('location_id'))
    },
    afterOutcomeChange(value: string | number | undefined) {
      const fitting = visitOutcomeChoices(lookups.visitOutcomes, typeof value === 'number' ? value : undefined)
      setVisits(fitVisitsToOutcome(form.getValues('visits') as VisitDraft[], fitting))
    },
  }
}

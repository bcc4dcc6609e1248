import { useLingui } from '@lingui/react/macro'
import { showSnackbar } from '../../components/snackbar'
import { describeError } from '../../kit/errors/describe-error'
import { useUpdateStudent, type StudentChange } from './api/update-student'

/**
 * Saves one of the student's forms and says how it went. A 409 (someone else saved first) says
 * so; the screen then redraws the forms from the office's current student.
 */
export function useSaveStudent(studentId: number, savedMessage: string) {
  const { i18n } = useLingui()
  const update = useUpdateStudent(studentId)
  return {
    isPending: update.isPending,
    mutate: (change: StudentChange) =>
      update.mutate(change, {
        onSuccess: () => showSnackbar(savedMessage, 'success'),
        onError: (error) => showSnackbar(describeError(i18n, error), 'error'),
      }),
  }
}

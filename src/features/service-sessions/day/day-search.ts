/**
 * The day screen's place in the address (?date=…&form=…), so a reload or the back button
 * returns to the same day and the same open form. `form` is "new" or the id of a session.
 * Part of every page's first load (route definitions are not split), so a plain check.
 */
export interface DaySearch {
  date?: string
  form?: string
  /** With form=new: the referral whose student the new session starts with (from a student row). */
  student?: number
  /**
   * With form=new and student: the referral's weekly schedule the session is expected by (the
   * day list's "Registrar sesión" on an expected session); the form opens with its date (the
   * day shown), time, location and duration.
   */
  schedule?: number
  /** The session just saved: the list scrolls to it and marks it, clear of the snackbar. */
  saved?: string
}

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/

export function daySearch(search: Record<string, unknown>): DaySearch {
  return {
    ...(typeof search.date === 'string' && DATE_SHAPE.test(search.date) ? { date: search.date } : {}),
    ...(typeof search.form === 'string' && search.form !== '' ? { form: search.form } : {}),
    ...(typeof search.saved === 'string' && /^[0-9a-f-]{36}$/i.test(search.saved) ? { saved: search.saved } : {}),
    ...(typeof search.student === 'number' && Number.isSafeInteger(search.student) && search.student > 0 ? { student: search.student } : {}),
    ...(typeof search.schedule === 'number' && Number.isSafeInteger(search.schedule) && search.schedule > 0 ? { schedule: search.schedule } : {}),
  }
}

/**
 * Yearly confirmation of a provider specialty (spec §4, §9). A provider confirms each of their
 * specialties when it was never confirmed, or, every year from 1 May to 31 August, when the last
 * confirmation is from before 1 May of that year.
 *
 * Dates are yyyy-MM-dd; "today" is the company's day (companyToday()), so the window opens at
 * midnight in Puerto Rico, not in UTC or on the device's clock.
 */

export const CONFIRMATION_WINDOW = { opens: '05-01', closes: '08-31' } as const

/** The first and last day of this year's confirmation window, for the year of `today`. */
export function confirmationWindow(today: string): { opens: string; closes: string } {
  const year = today.slice(0, 4)
  return { opens: `${year}-${CONFIRMATION_WINDOW.opens}`, closes: `${year}-${CONFIRMATION_WINDOW.closes}` }
}

/** Whether `today` lies in this year's window (both ends included). */
export function isInConfirmationWindow(today: string): boolean {
  const { opens, closes } = confirmationWindow(today)
  return today >= opens && today <= closes
}

/**
 * Whether the provider must confirm the specialty today. `confirmedAt` is the date of the last
 * confirmation (confirmed_by_provider_at), or null/undefined when never confirmed.
 */
export function isConfirmationDue(confirmedAt: string | null | undefined, today: string): boolean {
  if (!confirmedAt) return true
  // yyyy-MM-dd strings compare like the dates they name.
  return isInConfirmationWindow(today) && confirmedAt.slice(0, 10) < confirmationWindow(today).opens
}

/**
 * Spec §6: a provider's record is loaded on every navigation, so a change at the office (a new
 * supervision, a name) reaches the screens without signing in again. It never delays the screen
 * (not awaited) and offline the cached record simply stays.
 */
export function refreshProfileInBackground(): void {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return
  void import('../../sync/reference-pull')
    .then(({ pullProfile }) => pullProfile())
    .catch(() => {
      // Offline or refused: the record on the device stays; the next navigation tries again.
    })
}

import { lazy, startTransition, Suspense, useEffect, useState } from 'react'
import { companyToday } from '../../domain/rules/company-time'
import { isConfirmationDue } from '../../domain/specialties/confirmation'
import type { ProviderSpecialty } from '../../domain/specialties/types'
import { getSpecialtyReference, type SpecialtyReference } from '../../kit/lookups/get-specialty-reference'
import { listProviderSpecialties } from '../../kit/lookups/list-provider-specialties'

// The dialog and the editor load only when something is due: most days nothing is.
const ConfirmationDialog = lazy(() => import('./load-confirmation-dialog').then((module) => module.loadConfirmationDialog()))

interface Due {
  specialties: ProviderSpecialty[]
  reference: SpecialtyReference
}

/**
 * The yearly confirmation (spec §2, §4): for a signed-in provider, one dialog per specialty due
 * for confirmation, until the provider confirms it. Checked when the app starts and again when
 * the device comes back online; without a connection nothing is shown (the check needs the
 * server's records, and confirming needs the server).
 */
export function ConfirmationGate({ providerId }: { providerId: number }) {
  const [due, setDue] = useState<Due | null>(null)

  useEffect(() => {
    let current = true
    async function check() {
      try {
        const specialties = await listProviderSpecialties(providerId)
        const today = companyToday()
        const pending = specialties.filter((specialty) => isConfirmationDue(specialty.confirmed_by_provider_at, today))
        const reference = pending.length ? await getSpecialtyReference() : null
        // A transition: the dialog and its editor render in slices that let the home screen stay
        // responsive, instead of one long task on a cheap tablet right after start.
        if (current) startTransition(() => setDue(reference ? { specialties: pending, reference } : null))
      } catch {
        // Offline or signed out: asked again when the connection returns.
      }
    }
    void check()
    const again = () => void check()
    window.addEventListener('online', again)
    return () => {
      current = false
      window.removeEventListener('online', again)
    }
  }, [providerId])

  const specialty = due?.specialties[0]
  if (!due || !specialty) return null
  return (
    <Suspense fallback={null}>
      <ConfirmationDialog
        providerId={providerId}
        specialty={specialty}
        reference={due.reference}
        onConfirmed={() => setDue({ ...due, specialties: due.specialties.slice(1) })}
      />
    </Suspense>
  )
}

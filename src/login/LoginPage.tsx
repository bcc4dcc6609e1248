import { useEffect, useState } from 'react'
import { afterFirstScreen } from '../components/first-screen'
import { onFirstInteraction } from '../components/first-interaction'
import { applyBranding } from '../app/branding'
import { peekDevice } from '../db/peek'
import { safeRedirect } from '../domain/login-entry'
import { handoffArrived, loadFromServer } from '../features/shell/page-handoff'
import { LoginScreen } from './LoginScreen'

interface Device {
  companyName?: string
  expiredEmail?: string
}

/**
 * The login entry's page. It draws the form at once with the company the server wrote into the
 * page; once drawn, it reads the device's session and company with IndexedDB itself (Dexie loads
 * with the sign-in code, on submit); the service worker registers when the person starts. A
 * person already signed in goes back to the app; once signed in, the app loads as a page where
 * the person was going.
 */
export function LoginPage() {
  const [device, setDevice] = useState<Device>({})
  const target = safeRedirect(new URLSearchParams(window.location.search).get('redirect'))
  useEffect(() => handoffArrived(), [])
  useEffect(() => onFirstInteraction(registerServiceWorkerLater), [])
  useEffect(() => {
    let current = true
    afterFirstScreen(() => void readDevice(target, (found) => current && setDevice(found)))
    return () => void (current = false)
  }, [target])
  return <LoginScreen companyName={device.companyName} expiredEmail={device.expiredEmail} onSignedIn={() => loadFromServer(target)} />
}

async function readDevice(target: string, show: (device: Device) => void): Promise<void> {
  const { session, company } = await peekDevice().catch((error: unknown) => {
    // Storage refused (a private mode, a policy): the page works as on a fresh device.
    console.warn('Device not read', error)
    return { session: undefined, company: undefined }
  })
  // Signed in already (an old bookmark, the back button): the person belongs in the app.
  if (session?.status === 'active') return loadFromServer(target)
  // The device's copy is the company as the app last fetched it (the page's may be older: the
  // service worker keeps the page of the app's version).
  if (company) applyBranding(company)
  show({ companyName: company?.name, expiredEmail: session?.status === 'expired' ? session.user.email : undefined })
}

/**
 * A fresh device installs the app for offline use while the person signs in: the worker registers
 * at her first touch or key, not with the page's load, where its precaching (the whole app, about
 * 3 MB) cost about a third of the floor's work on a cheap tablet (docs/measurements.md). A device
 * that had the app keeps its worker registered whatever this page does.
 */
function registerServiceWorkerLater(): void {
  import('../features/shell/service-worker')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch((error: unknown) => {
      // Its code could not be fetched (a fresh device offline before anything was cached).
      console.warn('Service worker not registered yet', error)
      window.addEventListener('online', registerServiceWorkerLater, { once: true })
    })
}

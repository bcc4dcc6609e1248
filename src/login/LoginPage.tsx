import { useEffect, useState } from 'react'
import { afterFirstScreen } from '../components/first-screen'
import { applyBranding } from '../app/branding'
import { safeRedirect } from '../domain/login-entry'
import { handoffArrived, loadFromServer } from '../features/shell/page-handoff'
import { LoginScreen } from './LoginScreen'

interface Device {
  companyName?: string
  expiredEmail?: string
}

/**
 * The login entry's page. It draws the form at once; the device database, the service worker and
 * the company's current data load after that first paint. A person already signed in goes back
 * to the app; once signed in, the app loads as a page at the address the person was going to.
 */
export function LoginPage() {
  const [device, setDevice] = useState<Device>({})
  const target = safeRedirect(new URLSearchParams(window.location.search).get('redirect'))
  useEffect(() => handoffArrived(), [])
  useEffect(() => {
    let current = true
    const read = () =>
      void readDevice(target, (found) => current && setDevice(found)).catch((error: unknown) => {
        // Its code could not be fetched (a fresh device offline before anything was cached):
        // nothing is on such a device to read yet; try again when the connection returns.
        console.warn('Device not read yet', error)
        window.addEventListener('online', read, { once: true })
      })
    afterFirstScreen(read)
    return () => void (current = false)
  }, [target])
  return <LoginScreen companyName={device.companyName} expiredEmail={device.expiredEmail} onSignedIn={() => loadFromServer(target)} />
}

async function readDevice(target: string, show: (device: Device) => void): Promise<void> {
  const [{ readDeviceForLogin, fetchCompanyForLogin }, { registerServiceWorker }] = await Promise.all([
    import('../features/auth/device-for-login'),
    import('../features/shell/service-worker'),
  ])
  const { session, company } = await readDeviceForLogin()
  // Signed in already (an old bookmark, the back button): the person belongs in the app.
  if (session?.status === 'active') return loadFromServer(target)
  const expiredEmail = session?.status === 'expired' ? session.user.email : undefined
  if (company) applyBranding(company)
  show({ companyName: company?.name, expiredEmail })
  // A fresh device installs the app for offline use while the person signs in.
  void registerServiceWorker()
  if (!navigator.onLine) return
  const fetched = await fetchCompanyForLogin()
  if (!fetched) return
  applyBranding(fetched)
  show({ companyName: fetched.name, expiredEmail })
}

import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { DOWNLOADS_AREA } from '../../kit/office/destinations'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { DownloadsScreen } from './DownloadsScreen'

/** /downloads?path=…: the open folder lives in the URL, so a folder is a link and Back goes up. */
export function DownloadsPage({ path }: { path: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  return (
    <OfficeGate requirement={DOWNLOADS_AREA} title={t`Recursos`}>
      <DownloadsScreen path={path} onNavigate={(next) => void navigate({ to: '/downloads', search: next ? { path: next } : {} })} />
    </OfficeGate>
  )
}

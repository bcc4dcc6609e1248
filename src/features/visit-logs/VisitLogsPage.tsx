import { useLingui } from '@lingui/react/macro'
import { VISIT_LOGS_AREA } from '../../kit/office/destinations'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { NewVisitLogForm } from './NewVisitLogForm'
import { VisitLogDetail } from './VisitLogDetail'
import { VisitLogsScreen } from './VisitLogsScreen'

/** /billing/provider-location-logs behind its gate (billing module, billing.manage). */
export function VisitLogsPage() {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={VISIT_LOGS_AREA} title={t`Registros de visitas por localidad`}>
      <VisitLogsScreen />
    </OfficeGate>
  )
}

/** /billing/provider-location-logs/{logId?}: one log, or the upload of a new one. */
export function VisitLogPage({ logId }: { logId: string | undefined }) {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={VISIT_LOGS_AREA} title={t`Registro de visitas`}>
      {logId === undefined ? <NewVisitLogForm /> : <VisitLogDetail id={Number(logId)} />}
    </OfficeGate>
  )
}

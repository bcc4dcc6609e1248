import { Button } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useDownload } from '../../kit/office/use-download'
import { studentRecord } from './api/student-record'

/** Saves the student's printable record (PDF) on 200; otherwise the snackbar shows the server's message. */
export function PrintRecordButton({ studentId, sieNumber }: { studentId: number; sieNumber: string }) {
  const { t } = useLingui()
  const { download, downloading } = useDownload()
  return (
    <Button variant="outline" size="sm" loading={downloading} loadingText={t`Descargando…`} onClick={() => void download(...studentRecord(studentId, sieNumber))}>
      {t`Expediente (PDF)`}
    </Button>
  )
}

import { useLingui } from '@lingui/react/macro'
import { ClosableDialog } from '../../components/closable-dialog'
import { DetailsGrid } from '../../components/details-list'
import type { FileInfo } from '../../domain/downloads/types'
import { formatDateTime } from '../../kit/words/format-date'
import { formatSize } from './format-size'

/** GET /downloads/file-info, shown: where the file is, its size, type and dates. */
export function FileInfoDialog({ info, onClose }: { info: FileInfo; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <ClosableDialog title={info.name} size="sm" onClose={onClose}>
      <DetailsGrid
        fields={[
          [t`Ubicación`, `Recursos/${info.path}`],
          [t`Tamaño`, formatSize(info.size ?? 0)],
          [t`Tipo`, info.content_type ?? '—'],
          [t`Subido`, formatDateTime(info.created_at)],
          [t`Modificado`, formatDateTime(info.updated_at)],
        ]}
      />
    </ClosableDialog>
  )
}

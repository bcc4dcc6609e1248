import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { showSnackbar } from '../../components/snackbar'
import { describeError } from '../errors/describe-error'
import { downloadDocument } from './download'

/** A download button's state: `download` saves the file or shows the server's error in the snackbar. */
export function useDownload(): { downloading: boolean; download: (path: string, fallbackName: string) => Promise<void> } {
  const { i18n } = useLingui()
  const [downloading, setDownloading] = useState(false)
  async function download(path: string, fallbackName: string) {
    setDownloading(true)
    try {
      await downloadDocument(path, fallbackName)
    } catch (error) {
      showSnackbar(describeError(i18n, error), 'error')
    } finally {
      setDownloading(false)
    }
  }
  return { downloading, download }
}

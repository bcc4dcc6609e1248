import { buffer } from 'node:stream/consumers'
import type { Download } from 'playwright-core'

/**
 * The bytes of a file the page downloaded. The suite's browser is one server for the whole run and
 * each file connects to it (support/browser-server.ts), so the file lives on the browser's side:
 * `download.path()` is refused over such a connection and the bytes are streamed instead.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream()
  return buffer(stream)
}

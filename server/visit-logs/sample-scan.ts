import { deflateSync } from 'node:zlib'
import { renderPdf } from '../documents/pdf'

/**
 * Small generated scans for the demo seed and the tests: a grey PNG with ruled lines (what a
 * photographed form looks like to a file-type check and to pdfkit) and a one-page PDF log with
 * the blank grid a provider fills in by hand.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** An 8-bit greyscale PNG, white with a dark line every 20 rows. */
export function samplePng(width = 120, height = 160): Uint8Array {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 0 // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0xff)
  for (let y = 0; y < height; y++) {
    rows[y * (width + 1)] = 0 // filter: none
    if (y % 20 === 10) rows.fill(0x30, y * (width + 1) + 1, (y + 1) * (width + 1))
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]))
}

/** A one-page paper log as a PDF: the heading and the empty grid of dates, times and SIE numbers. */
export function sampleScanPdf(companyName: string, providerName: string, period: string): Promise<Uint8Array> {
  return renderPdf({
    companyName,
    title: 'Registro de visitas (muestra)',
    documents: [
      {
        title: 'Registro de visitas',
        blocks: [
          { kind: 'fields', rows: [['Proveedor', providerName], ['Periodo', period]] },
          {
            kind: 'table',
            columns: [{ header: 'Fecha', width: 90 }, { header: 'Hora', width: 70 }, { header: 'Número SIE', width: 110 }, { header: 'Firma' }],
            rows: Array.from({ length: 12 }, () => ['', '', '', '']),
          },
        ],
      },
    ],
  })
}

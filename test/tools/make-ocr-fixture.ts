import { writeFileSync } from 'node:fs'
import { renderVisitLogs, type LogSheet } from './render-visit-log'

/**
 * Writes test/fixtures/ocr/visit-log.png and .json: a small visit log with known values, read by
 * the OCR server test (server/ocr/ocr.test.ts) field by field. Run again only to change it:
 * `npx tsx test/tools/make-ocr-fixture.ts` (needs the system Chromium; the test does not).
 */
export const FIXTURE_SHEET: LogSheet = {
  provider: 'Marisol Rivera Torres',
  location: 'Escuela Muñoz Rivera',
  month: 'febrero de 2026',
  rows: [
    { date: '03/02/2026', time: '08:30', sie: '31415926', student: 'Ana Peña' },
    { date: '05/02/2026', time: '13:15', sie: '27182818', student: 'Luis Muñoz' },
    { date: '10/02/2026', time: '09:00', sie: '16180339', student: 'Sofía Ortiz' },
  ],
}

const [png] = await renderVisitLogs([{ sheet: FIXTURE_SHEET, distortion: { noise: 0.15, seed: 7 } }], { crop: true })
writeFileSync(new URL('../fixtures/ocr/visit-log.png', import.meta.url), png!)
writeFileSync(new URL('../fixtures/ocr/visit-log.json', import.meta.url), `${JSON.stringify(FIXTURE_SHEET, null, 2)}\n`)
console.log(`visit-log.png: ${png!.length} bytes`)

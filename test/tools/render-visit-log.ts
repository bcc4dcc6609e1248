import { launchChromium } from '../bench/browser'

/**
 * Renders a paper visit log with known values to a PNG in the system Chromium (no canvas library
 * is installed): an HTML page as a provider fills the office's form, optionally rotated and on a
 * noisy background, screenshotted. Used to make the OCR fixture (test/fixtures/ocr) and by the
 * OCR accuracy bench (npm run bench:ocr).
 */

export interface RenderedRow {
  /** dd/mm/yyyy as written on the form. */
  date: string
  /** HH:MM, 24 h. */
  time: string
  sie: string
  student: string
}

export interface LogSheet {
  provider: string
  location: string
  month: string
  rows: RenderedRow[]
}

export interface Distortion {
  /** Degrees; a scan is rarely straight. */
  rotate?: number
  /** 0..1: share of speckles and a grey cast, as a cheap scanner gives. */
  noise?: number
  /** Seed of the noise, so a set is the same on every run. */
  seed?: number
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** A deterministic pseudo-random sequence (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function speckles(noise: number, seed: number): string {
  const next = random(seed)
  const dots: string[] = []
  const count = Math.round(noise * 1500)
  for (let i = 0; i < count; i++) {
    const x = Math.round(next() * 1240)
    const y = Math.round(next() * 1754)
    const r = (0.6 + next() * 1.6).toFixed(1)
    const grey = Math.round(80 + next() * 120)
    dots.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="rgb(${grey},${grey},${grey})"/>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1754" style="position:absolute;inset:0;pointer-events:none">${dots.join('')}</svg>`
}

export function visitLogHtml(sheet: LogSheet, distortion: Distortion = {}): string {
  const noise = distortion.noise ?? 0
  const cast = Math.round(255 - noise * 40)
  const rows = sheet.rows
    .map((row) => `<tr><td>${escape(row.date)}</td><td>${escape(row.time)}</td><td>${escape(row.sie)}</td><td>${escape(row.student)}</td><td></td></tr>`)
    .join('')
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><style>
    html,body{margin:0;background:#fff}
    .page{position:relative;width:1240px;height:1754px;background:rgb(${cast},${cast},${cast - 4});overflow:hidden}
    .sheet{position:absolute;inset:80px 90px;transform:rotate(${distortion.rotate ?? 0}deg);transform-origin:50% 30%;font-family:'DejaVu Sans',Arial,sans-serif;color:#111}
    h1{font-size:34px;margin:0 0 18px}
    p{font-size:24px;margin:6px 0}
    table{border-collapse:collapse;margin-top:28px;width:100%;font-size:26px}
    th,td{border:2px solid #222;padding:10px 12px;text-align:left}
    th{font-size:22px}
    .content{padding:24px}
  </style></head><body><div class="page"><div class="sheet"><div class="content">
    <h1>Registro de visitas</h1>
    <p>Proveedor: ${escape(sheet.provider)}</p>
    <p>Localidad: ${escape(sheet.location)}</p>
    <p>Mes: ${escape(sheet.month)}</p>
    <table><thead><tr><th>Fecha</th><th>Hora</th><th>Número SIE</th><th>Estudiante</th><th>Firma</th></tr></thead><tbody>${rows}</tbody></table>
  </div></div>${noise > 0 ? speckles(noise, distortion.seed ?? 1) : ''}</div></body></html>`
}

/** Renders each sheet to a PNG of an A4 page at 150 dpi (1240 × 1754). One browser for all. */
export async function renderVisitLogs(sheets: { sheet: LogSheet; distortion?: Distortion }[], options: { crop?: boolean } = {}): Promise<Buffer[]> {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage({ viewport: { width: 1240, height: 1754 } })
    const images: Buffer[] = []
    for (const { sheet, distortion } of sheets) {
      await page.setContent(visitLogHtml(sheet, distortion))
      // crop: only the written part of the page (a small image, for a fast test).
      images.push(await page.locator(options.crop ? '.content' : '.page').screenshot({ type: 'png' }))
    }
    return images
  } finally {
    await browser.close()
  }
}

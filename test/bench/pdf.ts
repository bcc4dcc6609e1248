/**
 * `npm run bench:pdf`: the PDF libraries the office could use (pdfmake, pdfkit,
 * @react-pdf/renderer), measured on this machine with one realistic one-page form: install
 * footprint (the package and everything it pulls into node_modules), time for the first form
 * (cold, loading the library included), time for 100 forms, output size, and whether the Spanish
 * text reads back intact (unpdf). Measures only what is installed; the chosen one (pdfkit) stays
 * in package.json, the others are installed for a comparison with
 * `npm install --no-save pdfmake @react-pdf/renderer` (docs/measurements.md, "PDF library"). Never fails on a figure.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import type { FunctionComponent, ReactElement } from 'react'
import { extractText } from 'unpdf'

const ROOT = path.resolve(import.meta.dirname, '../..')
const FORMS = 100

/** The form every library draws: a title, the company, a table of fields, a paragraph in Spanish. */
const FORM = {
  company: 'Servicios Terapéuticos del Caribe, Inc.',
  title: 'Certificación de servicio continuo',
  fields: [
    ['Estudiante', 'José Ángel Muñoz Pérez'],
    ['Número SIE', '40000000'],
    ['Región', 'ORE San Juan'],
    ['Escuela', 'Esc. Luis Muñoz Rivera'],
    ['Servicio', 'Terapia del habla y lenguaje'],
    ['Año académico', '2026-2027'],
    ['Frecuencia', '2 veces por semana, 30 minutos'],
    ['Fecha de inicio', '08/17/2026'],
  ] as [string, string][],
  paragraph:
    '¿Recibió el estudiante los servicios acordados? ¡Sí! La terapeuta certifica que el niño asistió a las sesiones del año académico, según el plan de intervención aprobado por el comité de educación especial. Información adicional: diagnóstico, evaluación y observación en el salón.',
}

interface Candidate {
  name: string
  pkg: string
  /** Loads the library and answers a function that draws one form into PDF bytes. */
  load: () => Promise<() => Promise<Uint8Array>>
}

const fromStream = (doc: NodeJS.ReadableStream & { end: () => void }) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
    doc.end()
  })

const CANDIDATES: Candidate[] = [
  {
    name: 'pdfkit',
    pkg: 'pdfkit',
    load: async () => {
      const PDFDocument = (await import('pdfkit')).default
      return () => {
        const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: FORM.title } })
        doc.font('Helvetica').fontSize(10).fillColor('#555').text(FORM.company)
        doc.moveDown(0.5).font('Helvetica-Bold').fontSize(16).fillColor('#000').text(FORM.title)
        doc.moveDown()
        doc.fontSize(10).table({ columnStyles: [150, '*'], data: FORM.fields.map(([key, value]) => [{ text: key, font: { src: 'Helvetica-Bold' } }, value]) })
        doc.moveDown().font('Helvetica').text(FORM.paragraph, { align: 'justify' })
        return fromStream(doc)
      }
    },
  },
  {
    name: 'pdfmake',
    pkg: 'pdfmake',
    load: async () => {
      const pdfmake = (await import('pdfmake' as string)).default as {
        setFonts: (fonts: unknown) => void
        setUrlAccessPolicy: (policy: () => boolean) => void
        setLocalAccessPolicy: (policy: (file: string) => boolean) => void
        createPdf: (doc: unknown) => { getBuffer: () => Promise<Buffer> }
      }
      // The PDF standard fonts, as pdfkit uses: no font files to ship.
      pdfmake.setFonts({ Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' } })
      pdfmake.setUrlAccessPolicy(() => false)
      // Only the standard fonts' names are "local files" here; nothing else is read from disk.
      pdfmake.setLocalAccessPolicy((file: string) => file.startsWith('Helvetica'))
      return async () => {
        const doc = {
          pageSize: 'LETTER',
          info: { title: FORM.title },
          defaultStyle: { font: 'Helvetica', fontSize: 10 },
          content: [
            { text: FORM.company, color: '#555' },
            { text: FORM.title, bold: true, fontSize: 16, margin: [0, 6, 0, 12] },
            { table: { widths: [150, '*'], body: FORM.fields.map(([key, value]) => [{ text: key, bold: true }, value]) } },
            { text: FORM.paragraph, alignment: 'justify', margin: [0, 12, 0, 0] },
          ],
        }
        return new Uint8Array(await pdfmake.createPdf(doc).getBuffer())
      }
    },
  },
  {
    name: '@react-pdf/renderer',
    pkg: '@react-pdf/renderer',
    load: async () => {
      const { createElement: h } = await import('react')
      type Component = FunctionComponent<Record<string, unknown>>
      // Loaded by name: the library is not a dependency, only measured when installed.
      const { Document, Page, Text, View, renderToBuffer } = (await import('@react-pdf/renderer' as string)) as {
        Document: Component
        Page: Component
        Text: Component
        View: Component
        renderToBuffer: (element: ReactElement) => Promise<Buffer>
      }
      const row = ([key, value]: [string, string]) =>
        h(View, { key, style: { flexDirection: 'row', borderBottom: '1pt solid #999', paddingVertical: 3 } }, h(Text, { style: { width: 150, fontFamily: 'Helvetica-Bold' } }, key), h(Text, null, value))
      return async () => {
        const page = h(
          Page,
          { size: 'LETTER', style: { padding: 54, fontFamily: 'Helvetica', fontSize: 10 } },
          h(Text, { style: { color: '#555' } }, FORM.company),
          h(Text, { style: { fontSize: 16, fontFamily: 'Helvetica-Bold', marginVertical: 8 } }, FORM.title),
          h(View, null, ...FORM.fields.map(row)),
          h(Text, { style: { marginTop: 12, textAlign: 'justify' } }, FORM.paragraph),
        )
        return new Uint8Array(await renderToBuffer(h(Document, { title: FORM.title }, page)))
      }
    },
  },
]

/** Where node would find `name` from `dir`: the nearest node_modules up the tree. */
function packageDir(name: string, from: string): string | null {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name)
    try {
      if (statSync(path.join(candidate, 'package.json')).isFile()) return realpathSync(candidate)
    } catch {
      // not here; look further up
    }
    if (dir === path.dirname(dir)) return null
  }
}

function folderBytes(dir: string): number {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Nested packages are counted once, as dependencies.
    if (entry.name === 'node_modules') continue
    const full = path.join(dir, entry.name)
    total += entry.isDirectory() ? folderBytes(full) : entry.isFile() ? statSync(full).size : 0
  }
  return total
}

/** The package and its whole dependency tree (each package once), in bytes and packages. */
function footprint(name: string): { bytes: number; packages: number } {
  const seen = new Set<string>()
  const visit = (pkg: string, from: string) => {
    const dir = packageDir(pkg, from)
    if (!dir || seen.has(dir)) return
    seen.add(dir)
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }
    for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dep, dir)
  }
  visit(name, ROOT)
  return { bytes: [...seen].reduce((sum, dir) => sum + folderBytes(dir), 0), packages: seen.size }
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim()
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

async function measure(candidate: Candidate): Promise<Record<string, string>> {
  const coldStart = performance.now()
  const draw = await candidate.load()
  const first = await draw()
  const cold = performance.now() - coldStart
  const start = performance.now()
  for (let index = 0; index < FORMS; index++) await draw()
  const hundred = performance.now() - start
  const outputBytes = first.length
  // unpdf takes the buffer over (it is detached afterwards), so it gets a copy.
  const { text } = await extractText(first.slice(), { mergePages: true })
  const read = normalise(text)
  const intact = [FORM.paragraph, FORM.fields[0]![1], FORM.title].every((part) => read.includes(normalise(part)))
  const size = footprint(candidate.pkg)
  return {
    library: candidate.name,
    install: `${mb(size.bytes)} (${size.packages} packages)`,
    'first form (cold)': `${cold.toFixed(0)} ms`,
    [`${FORMS} forms`]: `${hundred.toFixed(0)} ms`,
    'per form': `${(hundred / FORMS).toFixed(1)} ms`,
    'output size': `${(outputBytes / 1024).toFixed(1)} KB`,
    'Spanish text reads back': intact ? 'yes' : `NO: ${read.slice(0, 80)}`,
  }
}

/**
 * Each library is measured in a process of its own, so the first form's time includes loading it
 * and nothing another library loaded before (pdfmake and pdfkit share fontkit).
 */
const only = process.argv[2]
if (only) {
  const candidate = CANDIDATES.find((item) => item.name === only)!
  process.stdout.write(JSON.stringify(await measure(candidate)))
} else {
  const results: Record<string, string>[] = []
  for (const candidate of CANDIDATES) {
    if (!packageDir(candidate.pkg, ROOT)) {
      console.log(`${candidate.name}: not installed, skipped (npm install --no-save ${candidate.pkg})`)
      continue
    }
    const run = spawnSync(process.execPath, [...process.execArgv, import.meta.filename, candidate.name], { encoding: 'utf8' })
    if (run.status !== 0) throw new Error(`${candidate.name}: ${run.stderr}`)
    results.push(JSON.parse(run.stdout) as Record<string, string>)
  }
  console.table(results)
  // Our own heaviest document, for the per-document figure the batches are planned by.
  const { measurePlanPdf } = await import('./plan-pdf')
  console.table([await measurePlanPdf()])
}

import { readFile } from 'node:fs/promises'
import { extractText } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { printable, renderPdf, type PdfDocumentSpec } from './pdf'

const COMPANY = 'Servicios Terapéuticos del Caribe, Inc.'

const form = (name: string): PdfDocumentSpec => ({
  title: `Certificación: ${name}`,
  blocks: [
    { kind: 'fields', rows: [['Estudiante', name], ['Número SIE', '40000000'], ['Grado', null]] },
    { kind: 'heading', text: 'Observaciones' },
    { kind: 'paragraph', text: '¿Asistió? ¡Sí! Año académico, sesión, niño, pingüino.' },
    { kind: 'signatures', labels: ['Firma del encargado', 'Fecha'] },
  ],
})

async function read(bytes: Uint8Array) {
  // unpdf takes the buffer over; the test keeps its own.
  const { totalPages, text } = await extractText(bytes.slice(), { mergePages: false })
  return { totalPages, pages: text.map((page) => page.replace(/\s+/g, ' ')) }
}

describe('renderPdf', () => {
  it('draws one document with the company, the fields, the paragraph and Spanish text intact', async () => {
    const bytes = await renderPdf({ companyName: COMPANY, title: 'Prueba', documents: [form('José Ángel Muñoz Ibáñez')] })
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const { totalPages, pages } = await read(bytes)
    expect(totalPages).toBe(1)
    expect(pages[0]).toContain(COMPANY)
    expect(pages[0]).toContain('Certificación: José Ángel Muñoz Ibáñez')
    expect(pages[0]).toContain('40000000')
    expect(pages[0]).toContain('¿Asistió? ¡Sí! Año académico, sesión, niño, pingüino.')
    expect(pages[0]).toContain('Firma del encargado')
    // An empty value prints a dash rather than nothing.
    expect(pages[0]).toMatch(/Grado —/)
  })

  it('puts a batch of N documents on N pages, each under the company name', async () => {
    const names = ['Ana Rivera', 'Luis Ortiz', 'María Peña', 'Sofía Núñez', 'Ángel Cruz']
    const { totalPages, pages } = await read(await renderPdf({ companyName: COMPANY, title: 'Lote', documents: names.map(form) }))
    expect(totalPages).toBe(names.length)
    names.forEach((name, index) => {
      expect(pages[index]).toContain(COMPANY)
      expect(pages[index]).toContain(`Certificación: ${name}`)
    })
  })

  it('flows a long document onto more pages, each with the company name', async () => {
    const rows = Array.from({ length: 80 }, (_, index): [string, string] => [`Campo ${index + 1}`, `Valor ${index + 1}`])
    const { totalPages, pages } = await read(await renderPdf({ companyName: COMPANY, title: 'Largo', documents: [{ title: 'Largo', blocks: [{ kind: 'fields', rows }] }] }))
    expect(totalPages).toBeGreaterThan(1)
    for (const page of pages) expect(page).toContain(COMPANY)
    expect(pages.join(' ')).toContain('Campo 80 Valor 80')
  })

  it('spans a cell across the table in a fixed-width font, and places a PNG or says why there is none', async () => {
    const png = await readFile(new URL('../branding/terapias-caribe/favicon.png', import.meta.url))
    const hash = 'a'.repeat(64)
    const bytes = await renderPdf({
      companyName: COMPANY,
      title: 'Firmas',
      documents: [
        {
          title: 'Firmas',
          blocks: [
            { kind: 'table', columns: [{ header: 'Nº', width: 30 }, { header: 'Firmante' }, { header: 'Estado' }], rows: [['1', 'Ana', 'Vigente'], [{ text: `SHA-256: ${hash}`, colSpan: 3, mono: true }]] },
            { kind: 'image', png, caption: 'Firma del proveedor: Ana' },
            { kind: 'image', png: null, caption: 'Firma del supervisor: pendiente', missing: 'Sin firmar' },
          ],
        },
      ],
    })
    const raw = Buffer.from(bytes).toString('latin1')
    expect(raw).toContain('/Subtype /Image')
    expect(raw).toContain('/BaseFont /Courier')
    const { pages } = await read(bytes)
    expect(pages[0]).toContain(`SHA-256: ${hash}`)
    expect(pages[0]).toContain('Firma del proveedor: Ana')
    expect(pages[0]).toContain('Sin firmar Firma del supervisor: pendiente')
  })

  it('draws an SVG signature (signature_pad’s paths and dots) as vectors', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 150" width="300" height="150"><rect width="100%" height="100%" fill="rgba(0,0,0,0)"></rect>' +
      '<path d="M 10.000,20.000 C 12.5,22.0 15.0,25.0 20.000,30.000" stroke-width="2.250" stroke="black" fill="none"></path><circle r="1.5" cx="40" cy="50" fill="black"></circle></svg>'
    const file = (block: PdfDocumentSpec['blocks'][number]) => renderPdf({ companyName: COMPANY, title: 'Firma', documents: [{ title: 'Firma', blocks: [block] }] })
    const drawn = await file({ kind: 'image', png: null, svg, caption: 'Firma del proveedor: Ana', missing: 'Sin firmar' })
    const blank = await file({ kind: 'image', png: null, caption: 'Firma del proveedor: Ana', missing: 'Sin firmar' })
    const { pages } = await read(drawn)
    expect(pages[0]).toContain('Firma del proveedor: Ana')
    expect(pages[0]).not.toContain('Sin firmar')
    expect((await read(blank)).pages[0]).toContain('Sin firmar')
  })

  it('refuses a file without documents', () => {
    expect(() => renderPdf({ companyName: COMPANY, title: 'Nada', documents: [] })).toThrow()
  })
})

describe('printable', () => {
  it('keeps Spanish and WinAnsi punctuation, replaces what the standard fonts cannot print', () => {
    expect(printable('¿Qué? ¡Ñandú! “cita” – €')).toBe('¿Qué? ¡Ñandú! “cita” – €')
    expect(printable('Zoë 😀 中')).toBe('Zoë ? ?')
    // A decomposed accent (e + combining acute) is composed first, not dropped.
    expect(printable('Jose\u0301')).toBe('José')
  })
})

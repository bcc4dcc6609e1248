import { inArray } from 'drizzle-orm'
import type { Database, Transaction } from '../db/client'
import { downloadItems } from '../db/schema'
import type { FileStorage } from '../files/storage'
import { logFailure } from '../http/safe-log'

/**
 * The demo's shared documents under "Recursos": a few folders and small files. The rows are
 * written with the rest of the seed (one transaction); the bytes are written at start by
 * restoreSeedDownloads, before the orphan sweep, as the visit logs' sample scan is.
 */

const MINIMAL_PDF = [
  '%PDF-1.4',
  '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
  '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj',
  '4 0 obj<</Length 62>>stream',
  'BT /F1 18 Tf 72 700 Td (Formulario de consentimiento) Tj ET',
  'endstream endobj',
  '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj',
  'trailer<</Root 1 0 R>>',
  '%%EOF',
].join('\n')

interface SeedFile {
  key: string
  name: string
  contentType: string
  text: string
}

const FILES: Record<string, SeedFile[]> = {
  '': [
    {
      key: 'downloads/seed-bienvenida',
      name: 'Bienvenida.txt',
      contentType: 'text/plain; charset=utf-8',
      text: 'Bienvenida a Recursos: aquí la oficina guarda los documentos que todo el equipo comparte.\n',
    },
  ],
  Formularios: [{ key: 'downloads/seed-consentimiento', name: 'Formulario de consentimiento.pdf', contentType: 'application/pdf', text: MINIMAL_PDF }],
  'Formularios/2026': [
    {
      key: 'downloads/seed-calendario',
      name: 'Calendario escolar 2026-2027.csv',
      contentType: 'text/csv; charset=utf-8',
      text: 'fecha,evento\n2026-08-12,Inicio de clases\n2026-11-26,Acción de Gracias\n2026-12-18,Receso de Navidad\n',
    },
  ],
  Guías: [
    {
      key: 'downloads/seed-guia',
      name: 'Guía de servicios.txt',
      contentType: 'text/plain; charset=utf-8',
      text: 'Guía de servicios\n\n1. Registre cada sesión el mismo día.\n2. Firme el registro de visitas al final del mes.\n',
    },
  ],
}

const FOLDERS = ['Formularios', 'Formularios/2026', 'Guías', 'Políticas']

const ALL_FILES = Object.values(FILES).flat()
const bytesOf = (file: SeedFile) => new TextEncoder().encode(file.text)

export async function seedDownloads(tx: Transaction, now: Date): Promise<void> {
  const ids = new Map<string, number | null>([['', null]])
  for (const path of FOLDERS) {
    const parentPath = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : ''
    const [row] = await tx
      .insert(downloadItems)
      .values({ parent_id: ids.get(parentPath) ?? null, type: 'folder', name: path.split('/').pop()!, created_at: now, updated_at: now })
      .returning({ id: downloadItems.id })
    ids.set(path, row!.id)
  }
  for (const [folder, files] of Object.entries(FILES)) {
    for (const file of files) {
      await tx.insert(downloadItems).values({
        parent_id: ids.get(folder) ?? null,
        type: 'file',
        name: file.name,
        storage_key: file.key,
        size_bytes: bytesOf(file).byteLength,
        content_type: file.contentType,
        created_at: now,
        updated_at: now,
      })
    }
  }
}

/** Writes the bytes of the seed's files that rows still name and storage lacks; never fatal. */
export async function restoreSeedDownloads(db: Database, storage: FileStorage): Promise<void> {
  try {
    const named = await db
      .select({ key: downloadItems.storage_key })
      .from(downloadItems)
      .where(inArray(downloadItems.storage_key, ALL_FILES.map((file) => file.key)))
    for (const { key } of named) {
      const file = ALL_FILES.find((one) => one.key === key)
      if (file && !(await storage.get(file.key))) await storage.put(file.key, bytesOf(file))
    }
  } catch (error) {
    logFailure('files', error, { task: 'restore seed downloads' })
  }
}


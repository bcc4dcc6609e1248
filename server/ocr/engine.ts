import { mkdir, symlink, unlink } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js'

/**
 * The OCR engine: tesseract.js 7 (WebAssembly, in a worker thread) with the Spanish and English
 * models of @tesseract.js-data/spa and /eng, read from node_modules — never from a CDN:
 * `langPath` names a folder of links to both packages' models (each package keeps its own folder,
 * and tesseract takes one `langPath` for all languages), `cacheMethod: 'none'` keeps tesseract from writing the models
 * into the working folder, and `errorHandler` keeps a worker error from ending the process.
 * Spanish first: the English model alone misreads ñ.
 */

export interface OcrWord {
  text: string
  /** 0..100, tesseract's own confidence. */
  confidence: number
  /** Bounding box in pixels. */
  bbox: { x0: number; y0: number; x1: number; y1: number }
}

export interface OcrLine {
  text: string
  confidence: number
  words: OcrWord[]
}

export interface OcrPage {
  text: string
  confidence: number
  lines: OcrLine[]
}

const require = createRequire(import.meta.url)

/** The LSTM model file of a @tesseract.js-data package (best_int: tesseract.js's own default). */
function modelFile(code: 'spa' | 'eng'): string {
  const folder = path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`))
  return path.join(folder, '4.0.0_best_int', `${code}.traineddata.gz`)
}

/** A folder (per process) with a link to each model, for `langPath`. Nothing is copied. */
async function langFolder(): Promise<string> {
  const folder = path.join(tmpdir(), `bitacora-ocr-${process.pid}`)
  await mkdir(folder, { recursive: true })
  for (const code of ['spa', 'eng'] as const) {
    const link = path.join(folder, `${code}.traineddata.gz`)
    await unlink(link).catch(() => undefined)
    await symlink(modelFile(code), link)
  }
  return folder
}

let shared: Promise<Worker> | null = null
/** Errors a worker raised outside a recognize call (logged; the next call makes a new worker). */
let broken = false

async function newWorker(): Promise<Worker> {
  const worker = await createWorker(['spa', 'eng'], OEM.LSTM_ONLY, {
    langPath: await langFolder(),
    cacheMethod: 'none',
    gzip: true,
    errorHandler: (error: unknown) => {
      broken = true
      console.error('[ocr] worker error', error instanceof Error ? error.message : error)
    },
  })
  await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '1' })
  return worker
}

/** One worker per process, made on first use (loading the models takes about a second). */
function worker(): Promise<Worker> {
  if (broken) {
    broken = false
    const old = shared
    shared = null
    void old?.then((w) => w.terminate()).catch(() => undefined)
  }
  shared ??= newWorker().catch((error: unknown) => {
    shared = null
    throw error
  })
  return shared
}

/** Only one page at a time per worker: recognitions queue here. */
let queue: Promise<unknown> = Promise.resolve()

/** Reads one image (PNG, JPEG, TIFF, WebP, BMP) into lines and words with their confidences. */
export async function recognize(image: Uint8Array): Promise<OcrPage> {
  const run = queue.then(async () => {
    const w = await worker()
    const { data } = await w.recognize(Buffer.from(image), {}, { blocks: true, text: true })
    const lines: OcrLine[] = []
    for (const block of data.blocks ?? []) {
      for (const paragraph of block.paragraphs) {
        for (const line of paragraph.lines) {
          lines.push({
            text: line.text.trim(),
            confidence: line.confidence,
            words: line.words.map((word) => ({ text: word.text, confidence: word.confidence, bbox: word.bbox })),
          })
        }
      }
    }
    return { text: data.text, confidence: data.confidence, lines }
  })
  queue = run.catch(() => undefined)
  return run
}

/** Ends the worker (tests, shutdown). */
export async function closeOcr(): Promise<void> {
  const current = shared
  shared = null
  await (await current?.catch(() => null))?.terminate()
}

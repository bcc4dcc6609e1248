import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Worker, type Transferable } from 'node:worker_threads'

/**
 * Heavy parsing off the event loop (issue 24): each task gets a worker thread of its own, made
 * for it and ended after it. Not a pool (piscina and the like keep workers warm): the tasks are
 * rare (an office import now and then) and large, and only a thread that ends gives its whole
 * heap back — a reused one keeps the peak of the largest file it ever read. Starting a thread
 * costs ~50 ms from the built server (a few hundred under tsx), nothing beside a parse of seconds.
 *
 * Each thread's heap is capped (`maxHeapMb`): a file that would need more ends the thread with
 * ERR_WORKER_OUT_OF_MEMORY, answered as the caller decides, instead of growing the process.
 * At most AT_ONCE threads run; more tasks wait their turn in order.
 */
const AT_ONCE = 2

/** The worker entries (server/workers/<name>.worker.ts, built to dist-server/<name>.worker.js). */
export type WorkerName = 'sheet'

let running = 0
const waiting: (() => void)[] = []

async function turn(): Promise<() => void> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve))
  running++
  return () => {
    running--
    waiting.shift()?.()
  }
}

/**
 * From the build, the worker's own bundle beside the server's (dist-server/<name>.worker.js).
 * From source, a bootstrap that registers tsx in the thread first (a thread does not inherit
 * the parent's loader, nor does `--import tsx` in its execArgv take on Node 20), then loads the
 * .ts module: the same relative name either way.
 */
function entryOf(name: WorkerName): { url: URL; entry: string | null } {
  if (!import.meta.url.endsWith('.ts')) return { url: new URL(`./${name}.worker.js`, import.meta.url), entry: null }
  return { url: new URL('./from-source.mjs', import.meta.url), entry: new URL(`./${name}.worker.ts`, import.meta.url).href }
}

export class WorkerOutOfMemory extends Error {}

export async function runInWorker<Input, Output>(name: WorkerName, input: Input, options: { transfer?: Transferable[]; maxHeapMb: number }): Promise<Output> {
  const done = await turn()
  const { url, entry } = entryOf(name)
  // A temporary folder of the thread's own (exceljs spools a sheet there when its strings come
  // after it), removed with the thread even when it was ended mid-way.
  const scratch = await mkdtemp(path.join(tmpdir(), `bitacora-${name}-`))
  const worker = new Worker(url, {
    workerData: { entry, task: input },
    env: { ...process.env, TMPDIR: scratch },
    transferList: options.transfer ?? [],
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb },
    stdout: false,
    stderr: false,
  })
  try {
    return await new Promise<Output>((resolve, reject) => {
      worker.once('message', (output: Output) => resolve(output))
      worker.once('error', (error: Error & { code?: string }) => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerOutOfMemory(error.message) : error))
      worker.once('exit', (code) => reject(new Error(`worker ${name} exited (${code}) without an answer`)))
    })
  } finally {
    done()
    await worker.terminate()
    await rm(scratch, { recursive: true, force: true })
  }
}

import { parentPort, workerData } from 'node:worker_threads'
import { readSheetTask, type SheetTask } from '../import/sheet-stream'

/** A sheet read in a thread of its own (workers/run.ts; the reading: import/sheet-stream.ts). */
const { task } = workerData as { task: SheetTask }
parentPort!.postMessage(await readSheetTask(task))

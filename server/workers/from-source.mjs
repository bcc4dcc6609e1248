// A worker thread started from the TypeScript source (tsx, vitest) does not inherit the parent's
// loader: this registers tsx's in the thread, then loads the worker module (workers/run.ts).
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
await import(workerData.entry)

/** `npm run bench:guest`: builds the app (with the guest entry) and prints the guest page's JavaScript (guest-page-js.ts). */
import path from 'node:path'
import { buildApp } from '../../server/build'
import { guestRows, measureGuestPageJs } from './guest-page-js'
import { repoRoot } from './server-process'

const outDir = path.join(repoRoot, '.tmp/bench/guest-build')
buildApp(outDir)
const js = measureGuestPageJs(outDir)
console.table(guestRows(js).map(([measure, value, baseline, ratio]) => ({ measure, value, baseline, ratio })))
console.table(Object.entries({ 'entry (React, Lingui, layout)': js.entryGzipBytes, ...js.pages }).map(([file, bytes]) => ({ file, gzip: `${(bytes / 1024).toFixed(1)} KB` })))

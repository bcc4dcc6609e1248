import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { startBackgroundWork } from './app/start'
import { activateLocale, savedLocale } from './i18n/locale'

await activateLocale(savedLocale())

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// A transition: React renders the first screen in slices of a few milliseconds and yields to
// the browser between them, instead of one long task that a cheap tablet cannot interrupt
// (Lighthouse's total blocking time counts every task over 50 ms).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})

startBackgroundWork()

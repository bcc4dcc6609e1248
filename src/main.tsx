import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { startBackgroundWork } from './app/start'
import { activateLocale, savedLocale } from './i18n/locale'

await activateLocale(savedLocale())

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

startBackgroundWork()

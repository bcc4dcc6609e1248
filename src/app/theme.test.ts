import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createSystem, defaultConfig } from '@chakra-ui/react'
import { describe, expect, it } from 'vitest'
import { recipes, slotRecipes } from './theme'

const srcDir = path.resolve(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : entry.name.endsWith('.tsx') ? [path.join(dir, entry.name)] : [],
  )
}

/** Names imported from '@chakra-ui/react' anywhere in src. */
function importedChakraNames(): Set<string> {
  const names = new Set<string>()
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
      match[1]!.split(',').forEach((name) => names.add(name.replace(/^\s*type\s+/, '').trim()))
    }
  }
  return names
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1)

describe('theme', () => {
  // The theme registers only the recipes the app uses (start-up cost). A component whose recipe
  // is missing would render unstyled; this test names it instead.
  it('registers the recipe of every Chakra component the app imports', () => {
    const known = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes }
    const registered = { ...recipes, ...slotRecipes }
    const needed = [...importedChakraNames()].map(lowerFirst).filter((name) => name in known)
    // CloseButton is styled by the button recipe.
    const missing = needed.filter((name) => !(name in registered) && name !== 'closeButton')
    expect(missing).toEqual([])
  })
})

describe('system CSS', () => {
  // Without the reset, pages draw in the browser's serif font with default margins.
  it('includes the same reset as the default theme, and the brand variables', async () => {
    const { system } = await import('./theme')
    expect(system.getPreflightCss()).toEqual(createSystem(defaultConfig).getPreflightCss())
    expect(JSON.stringify(system.getTokenCss())).toContain('--chakra-colors-brand-solid')
  })
})

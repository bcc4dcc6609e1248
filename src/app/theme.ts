import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  menuSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme'
import { THEME_COLORS } from '../domain/constants'

/**
 * Spec §9 colours as three palettes: `brand` (primary #1976d2), `accent` (secondary #ff8f00)
 * and `danger` (error #dd2c00). Components pick one with colorPalette="brand".
 * The brand's solid colour is a CSS variable, so a company with another primary colour
 * overrides it at run time (src/app/branding.ts) without a rebuild.
 */
type Shades = Record<50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 950, string>

const palette = (shades: Shades, solid: string, contrast: string) => ({
  tokens: Object.fromEntries(Object.entries(shades).map(([shade, value]) => [shade, { value }])),
  semantic: {
    solid: { value: solid },
    contrast: { value: contrast },
    // Shade 800 keeps text readable (≥ 4.5:1) on the palette's muted and subtle backgrounds.
    fg: { value: shades[800] },
    muted: { value: shades[100] },
    subtle: { value: shades[50] },
    emphasized: { value: shades[200] },
    focusRing: { value: solid },
  },
})

const brand = palette(
  { 50: '#e3f2fd', 100: '#bbdefb', 200: '#90caf9', 300: '#64b5f6', 400: '#42a5f5', 500: '#2196f3', 600: '#1e88e5', 700: '#1565c0', 800: '#0d47a1', 900: '#0a3578', 950: '#062352' },
  THEME_COLORS.primary,
  '#ffffff',
)
const accent = palette(
  { 50: '#fff8e1', 100: '#ffecb3', 200: '#ffe082', 300: '#ffd54f', 400: '#ffca28', 500: '#ffc107', 600: '#ffb300', 700: '#b35f00', 800: '#8a4a00', 900: '#5c3100', 950: '#3d2100' },
  THEME_COLORS.secondary,
  '#000000',
)
const danger = palette(
  { 50: '#fbe9e7', 100: '#ffccbc', 200: '#ffab91', 300: '#ff8a65', 400: '#ff7043', 500: '#ff5722', 600: '#f4511e', 700: '#b71c00', 800: '#8f1600', 900: '#661000', 950: '#3d0a00' },
  THEME_COLORS.error,
  '#ffffff',
)

/**
 * Chakra's solid button lightens on hover (its colour at 90 %), which drops white text on the
 * brand blue to 3.9:1 (under WCAG AA's 4.5:1). Hovered and open, it darkens to the palette's
 * text shade instead, so the label stays readable in sunlight.
 */
function readableButtonRecipe() {
  const variants = buttonRecipe.variants!
  const solid = { ...variants.variant.solid, _hover: { bg: 'colorPalette.fg' }, _expanded: { bg: 'colorPalette.fg' } }
  return { ...buttonRecipe, variants: { ...variants, variant: { ...variants.variant, solid } } }
}

/**
 * Only the recipes of the components the app uses are registered: every recipe costs bytes and
 * start-up time on a tablet. A component whose recipe is missing renders unstyled, so
 * theme.test.ts fails when a file imports a Chakra component that is not registered here.
 */
export const recipes = { button: readableButtonRecipe(), heading: headingRecipe, input: inputRecipe, spinner: spinnerRecipe }
export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  dialog: dialogSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  menu: menuSlotRecipe,
  toast: toastSlotRecipe,
}

// Palettes the app never uses are left out (each is 18 CSS variables computed at start).
// Kept: gray (neutral), and blue, green, orange, red, which Chakra uses for the info, success,
// warning and error statuses of alerts and toasts.
const UNUSED_PALETTES = ['yellow', 'teal', 'cyan', 'purple', 'pink']
const without = <T extends Record<string, unknown>>(record: T) =>
  Object.fromEntries(Object.entries(record).filter(([name]) => !UNUSED_PALETTES.includes(name)))

const config = defineConfig({
  // The CSS reset (box sizing, margins, the body font) and where the variables live, as in
  // Chakra's default theme: the base config alone has neither.
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    // Respect a person's wish for less motion: no transitions or animations at all.
    '*, *::before, *::after': {
      _motionReduce: { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
    },
  },
  theme: {
    breakpoints,
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    recipes,
    slotRecipes,
    tokens: { ...tokens, colors: { ...without(tokens.colors ?? {}), brand: brand.tokens, accent: accent.tokens, danger: danger.tokens } },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...without(semanticTokens.colors ?? {}),
        brand: brand.semantic,
        accent: accent.semantic,
        danger: danger.semantic,
        // Error text and borders in the danger palette's dark shade: Chakra's red.500 (#ef4444) is
        // 3.76:1 on white at 12 px, hard to read outdoors; #b71c00 is over 6:1.
        fg: { ...semanticTokens.colors?.fg, error: { value: danger.tokens[700]!.value } },
        border: { ...semanticTokens.colors?.border, error: { value: danger.tokens[700]!.value } },
      },
    },
  },
})

export const system = createSystem(defaultBaseConfig, config)

import { createSystem, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { checkboxSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { media } from './media';
import { appSystemConfig, mergedSystemConfig, prepareSystemTokens } from './system';

/**
 * The kiosk density of the design system: the same tokens, recipes and brand as the web, laid out for a shared touch
 * screen in the service hall. It applies to a document whose <html> carries `data-kiosk` (the kiosk entry from its
 * first byte, the console's kiosk preview, kiosk stories); a component states its own kiosk layout under `media.kiosk`.
 *
 * - A larger base (Chakra sizes in rem, so text, spacing and controls grow together) in three steps for the visitor's
 *   text size (`data-kiosk-text-size` 0–2).
 * - Every target at least `sizes.touchTarget` (44 × 44 CSS px: WCAG 2.5.5, EN 301 549 §5.1 reach): the recipes' own
 *   sizes and the page-wide rule for elements no recipe draws (links in running text, native controls).
 * - Touch: no pinch or double-tap zoom, no pull-to-refresh or swipe-back, no text selection or long-press menu outside
 *   fields.
 * - High contrast (`data-kiosk-contrast`) as a colour mode: the semantic colours every component reads, not
 *   overrides of components.
 */

/** WCAG 2.5.5 (AAA) target size, which EN 301 549 asks of closed functionality. */
export const KIOSK_TARGET_PX = 44;

/** The root font size per text-size step: 20, 24 and 28 px. */
export const KIOSK_ROOT_FONT_SIZES = ['125%', '150%', '175%'] as const;

/** Every element a finger presses (what the kiosk's e2e walk measures on every route). */
const TARGETS = [
  'a[href]',
  'button',
  "input:not([type='hidden'], [type='checkbox'], [type='radio'])",
  'select',
  'textarea',
  'summary',
  ...['button', 'link', 'tab', 'menuitem', 'option', 'checkbox', 'radio', 'switch', 'combobox'].map((role) => `[role='${role}']`),
].join(', ');

/** The semantic colours of the high-contrast mode: black on white, black borders, the brand darkened to ≥ 12:1. */
const CONTRAST_COLORS: Record<string, string> = {
  'fg.DEFAULT': '#000',
  'fg.muted': '#000',
  'fg.subtle': '#1a1a1a',
  'bg.DEFAULT': '#fff',
  'bg.subtle': '#fff',
  'bg.muted': '#f0f0f0',
  'bg.panel': '#fff',
  'border.DEFAULT': '#000',
  'border.muted': '#000',
  'border.emphasized': '#000',
  'brand.fg': '#00345a',
  'brand.solid': '#00243f',
  'brand.contrast': '#fff',
};

type TokenTree = { [key: string]: TokenTree | { value: unknown } };
type SemanticColors = NonNullable<NonNullable<NonNullable<SystemConfig['theme']>['semanticTokens']>['colors']>;

/** Each contrast colour as a semantic token whose base value stays the app's own. */
function contrastColors(colors: TokenTree): SemanticColors {
  const result: TokenTree = {};
  for (const [path, contrast] of Object.entries(CONTRAST_COLORS)) {
    const keys = path.split('.');
    const base = keys.reduce<unknown>((node, key) => (node as TokenTree | undefined)?.[key], colors) as { value: unknown } | undefined;
    if (!base) throw new Error(`kiosk density: no semantic colour ${path} to give a high-contrast value`);
    let node = result;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as TokenTree;
    node[keys.at(-1)!] = { value: { base: base.value, _kioskContrast: contrast } };
  }
  return result as SemanticColors;
}

/** A control's recipe sizes, each at least the touch target high (and wide, for square ones). */
const touchSizes = (sizes: string[], square = false) =>
  Object.fromEntries(sizes.map((size) => [size, { [media.kiosk]: { minH: 'touchTarget', ...(square ? { minW: 'touchTarget' } : {}) } }]));

function kioskDensityConfig(app: SystemConfig): SystemConfig {
  const colors = (app.theme?.semanticTokens?.colors ?? {}) as TokenTree;
  return defineConfig({
    conditions: { kioskContrast: 'html[data-kiosk][data-kiosk-contrast] &' },
    theme: {
      tokens: { sizes: { touchTarget: { value: `${KIOSK_TARGET_PX}px` } } },
      semanticTokens: { colors: contrastColors(colors) },
      recipes: {
        button: { variants: { size: touchSizes(['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl'], true) } },
        input: { variants: { size: touchSizes(['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl']) } },
      },
      slotRecipes: {
        nativeSelect: {
          slots: nativeSelectSlotRecipe.slots,
          variants: { size: Object.fromEntries(Object.entries(touchSizes(['xs', 'sm', 'md', 'lg', 'xl'])).map(([size, styles]) => [size, { field: styles }])) },
        },
        checkbox: { slots: checkboxSlotRecipe.slots, base: { root: { [media.kiosk]: { minH: 'touchTarget', alignItems: 'center' } } } },
      },
    },
    globalCss: {
      'html[data-kiosk]': {
        fontSize: KIOSK_ROOT_FONT_SIZES[0],
        textSizeAdjust: 'none',
        touchAction: 'pan-x pan-y',
        overscrollBehavior: 'none',
        userSelect: 'none',
        WebkitTapHighlightColor: 'transparent',
      },
      "html[data-kiosk][data-kiosk-text-size='1']": { fontSize: KIOSK_ROOT_FONT_SIZES[1] },
      "html[data-kiosk][data-kiosk-text-size='2']": { fontSize: KIOSK_ROOT_FONT_SIZES[2] },
      // Room for the reading-aids bar fixed to the bottom edge; with the on-screen keyboard up, for the keyboard.
      'html[data-kiosk] body': { overscrollBehavior: 'none', pb: '20' },
      'html[data-kiosk][data-kiosk-keyboard] body': { pb: '28rem' },
      'html[data-kiosk] :is(input, textarea)': { userSelect: 'text' },
      // Elements no recipe sizes. Page-wide rules sit in the base layer, under recipes and style props: a component
      // that sets its own minimum keeps it (the kiosk's e2e walk measures every target on every route).
      [`html[data-kiosk] :is(${TARGETS})`]: { minH: 'touchTarget', minW: 'touchTarget' },
      // A link in running text is inline, where a height has no effect: an inline box (no specificity, so a
      // component's own display wins).
      ':where(html[data-kiosk] a[href])': { display: 'inline-flex', alignItems: 'center' },
      "html[data-kiosk] input:is([type='checkbox'], [type='radio'])": { w: '6', h: '6' },
      "html[data-kiosk] label:has(> input:is([type='checkbox'], [type='radio']))": { minH: 'touchTarget', alignItems: 'center' },
      // Every link underlined, also those whose component takes the underline away (menus, cards).
      'html[data-kiosk][data-kiosk-contrast] a[href]': { textDecoration: 'underline !important' },
      'html[data-kiosk][data-kiosk-contrast] :focus-visible': {
        outline: '4px solid black !important',
        outlineOffset: '2px',
        boxShadow: '0 0 0 6px #ffd400 !important',
      },
    },
  });
}

let merged: SystemConfig | undefined;
let built: SystemContext | undefined;

/** The app's configuration with the kiosk density (the first half of building the kiosk's system). */
export function kioskSystemConfig(): SystemConfig {
  if (!merged) {
    const app = appSystemConfig();
    merged = mergedSystemConfig(app, kioskDensityConfig(app));
  }
  return merged;
}

/** The second step: the configuration's tokens, `between` awaited between their own steps. */
export function kioskSystemTokens(between?: () => Promise<void>): Promise<void> {
  return prepareSystemTokens(kioskSystemConfig(), between);
}

/** The design system of a kiosk document, built on first use. */
export function kioskSystem(): SystemContext {
  built ??= createSystem(kioskSystemConfig());
  return built;
}

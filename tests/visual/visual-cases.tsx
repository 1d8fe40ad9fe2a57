/**
 * Visual regression: every story of stories/ is rendered in Chromium at a fixed viewport with motion off and compared
 * with its baseline in __screenshots__/stories.vrt.test.tsx/. A story that follows the language toolbar global (or
 * takes a `language` arg) and has no play function is captured in all three languages. The cases are dealt
 * alternately to the shard files (stories-*.vrt.test.tsx), which run side by side, one browser page each.
 * Refresh the baselines with `npm run test:visual:update`, only on Debian Chromium with the font set of README.md
 * ("Visual baselines"); global-setup.ts checks it before the run.
 */
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MotionGlobalConfig } from 'framer-motion';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';

type CsfModule = { default?: Meta } & Record<string, unknown>;
type StoryAnnotations = StoryObj & { globals?: Record<string, unknown> };
type ViewportSize = { width: number; height: number };

const DEFAULT_VIEWPORT: ViewportSize = { width: 1280, height: 800 };
// Sizes of Storybook's built-in viewport names that stories may pin with `globals: { viewport: { value } }`.
const NAMED_VIEWPORTS: Record<string, ViewportSize> = {
  mobile1: { width: 320, height: 568 },
  mobile2: { width: 414, height: 896 },
  tablet: { width: 834, height: 1112 },
};

// The preview is optional so this runner works before Storybook is configured; with no stories the test below fails.
const previews = import.meta.glob<Record<string, unknown>>('../../.storybook/preview.{ts,tsx}', { eager: true });
const storyFiles = import.meta.glob<CsfModule>('../../stories/**/*.stories.tsx', { eager: true });

const preview = Object.values(previews)[0];
// Registered once, globally: composeStory picks it up (passing it again would apply every decorator twice).
if (preview) setProjectAnnotations([preview]);
const hasLanguageGlobal = Boolean(
  (preview?.default as { globalTypes?: Record<string, unknown> } | undefined)?.globalTypes?.language ??
    (preview?.globalTypes as Record<string, unknown> | undefined)?.language,
);

interface Case {
  name: string;
  storyName: string;
  story: StoryAnnotations;
  meta: Meta;
  language?: Language;
  viaArg: boolean;
}

function isStoryExport(key: string, value: unknown): value is StoryAnnotations {
  return key !== 'default' && !key.startsWith('__') && value !== null && (typeof value === 'object' || typeof value === 'function');
}

function takesLanguageArg(story: StoryAnnotations, meta: Meta) {
  return 'language' in { ...meta.args, ...story.args } || 'language' in { ...meta.argTypes, ...story.argTypes };
}

function slug(text: string) {
  return text
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

function casesOf(path: string, module: CsfModule): Case[] {
  const meta = module.default ?? {};
  const title = meta.title ?? path.replace(/^.*stories\//, '').replace(/\.stories\.tsx$/, '');
  const cases: Case[] = [];
  for (const [exportName, story] of Object.entries(module)) {
    if (!isStoryExport(exportName, story)) continue;
    const base = `${slug(title)}--${slug(exportName)}`;
    const pinned = story.globals?.language ?? meta.globals?.language;
    const viaArg = takesLanguageArg(story, meta);
    // A play function drives the story into its state and asserts on its text in the default language, so such a
    // story is captured once; the others follow the language global (or arg) and are captured in every language.
    // A story may opt out of the photograph (its interaction is still tested in the storybook project) when its end
    // state depends on animation timing; it must say why next to the opt-out.
    if ((story.parameters?.vrt ?? meta.parameters?.vrt)?.capture === false) continue;
    const hasPlay = Boolean(story.play ?? meta.play);
    if (pinned === undefined && !hasPlay && (viaArg || hasLanguageGlobal)) {
      for (const language of LANGUAGES) {
        cases.push({ name: `${base}--${language.toLowerCase()}`, storyName: exportName, story, meta, language, viaArg });
      }
    } else {
      cases.push({ name: base, storyName: exportName, story, meta, viaArg });
    }
  }
  return cases;
}

function viewportOf(story: StoryAnnotations, meta: Meta): ViewportSize {
  const own = (story.parameters?.vrt ?? meta.parameters?.vrt) as { viewport?: ViewportSize } | undefined;
  if (own?.viewport) return own.viewport;
  const named = ((story.globals?.viewport ?? meta.globals?.viewport) as { value?: string } | undefined)?.value;
  return (named && NAMED_VIEWPORTS[named]) || DEFAULT_VIEWPORT;
}

/** Waits for every image to be decoded; lazy images outside the viewport would otherwise never load. */
async function imagesDecoded() {
  const images = [...document.images];
  for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
  const decoded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 5_000))]);
}

const cases = Object.entries(storyFiles)
  .sort(([a], [b]) => a.localeCompare(b))
  .flatMap(([path, module]) => casesOf(path, module));

/** Registers the tests of one shard: the cases at positions shard, shard + shards, … of the sorted list. */
export function describeVisualShard(shard: number, shards: number): void {
  const mine = cases.filter((_, index) => index % shards === shard);

  beforeAll(() => {
    // Motion off: framer-motion jumps to end states and CSS animations, transitions and the caret stop.
    MotionGlobalConfig.skipAnimations = true;
    const style = document.createElement('style');
    style.textContent =
      '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
    document.head.appendChild(style);
  });

  afterEach(() => {
    document.querySelectorAll('[data-vrt-root]').forEach((node) => node.remove());
  });

  describe(`visual regression of every story (shard ${shard + 1} of ${shards})`, () => {
    test('finds the Storybook preview and its share of the stories', () => {
      expect(preview, '.storybook/preview.tsx').toBeDefined();
      expect(cases.length).toBeGreaterThan(0);
      expect(mine.length).toBeGreaterThan(0);
    });

    test.each(mine.map((c) => [c.name, c] as const))('%s', async (name, c) => {
      await photograph(name, c);
    });
  });
}

async function photograph(name: string, c: Case): Promise<void> {
  let storyAnnotations = c.story;
  if (c.language && c.viaArg) storyAnnotations = { ...c.story, args: { ...c.story.args, language: c.language } };
  else if (c.language) storyAnnotations = { ...c.story, globals: { ...c.story.globals, language: c.language } };
  const Story = composeStory(storyAnnotations, c.meta, undefined, c.storyName);

  const viewport = viewportOf(c.story, c.meta);
  await page.viewport(viewport.width, viewport.height);

  const container = document.createElement('div');
  container.dataset.vrtRoot = '';
  container.style.display = 'flow-root';
  // Stories that ask for the full screen themselves (not the project default) are captured at the viewport's
  // height, so fixed elements such as drawers are in frame.
  if ((c.story.parameters?.layout ?? c.meta.parameters?.layout) === 'fullscreen') {
    container.style.minHeight = `${viewport.height}px`;
  }
  document.body.appendChild(container);

  await Story.run({ canvasElement: container });
  // A story whose only content is fixed (an overlay) or nothing at all leaves the container empty: capture the
  // viewport's area instead, which is also what a user sees.
  if (container.getBoundingClientRect().height < 1) container.style.minHeight = `${viewport.height}px`;
  await document.fonts.ready;
  await imagesDecoded();

  await expect.element(container).toMatchScreenshot(name);
}

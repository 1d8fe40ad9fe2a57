import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import en from '@locales/en.json';
import zhHans from '@locales/zh-Hans.json';
import zhHant from '@locales/zh-Hant.json';
import type { ContentPreview, ContentSection } from '@/features/console/api/content-api';
import { PreviewFrame, type PreviewWidth } from '@/features/console/components/preview-frame';
import { PreviewViewport } from '@/features/console/components/preview-viewport';
import type { Language } from '@/lib/i18n/languages';
import { benefitDetails, eventDetails, guideApp, hkMacaoGuides, languageOf, lifeDetails, serviceDetail } from '../../fixtures/content';
import { jobDetail } from '../../fixtures/jobs';
import { ithOf } from '../ith/ith-fixtures';
import { inLanguage } from '../../support/languages';
import { withConsoleMessages } from './fixtures';

const publicMessages: Record<Language, Record<string, string>> = { EN: en, CN: zhHans, TC: zhHant };

/** The DTO the public API returns for a document of each section, in the previewed language. */
function previewOf(section: ContentSection, language: Language): ContentPreview {
  const data: Partial<Record<ContentSection, unknown>> = {
    event: eventDetails(language)[0],
    benefit: benefitDetails(language)[0],
    service: serviceDetail(language),
    life: lifeDetails(language, 'food')[0],
    hkmacao: hkMacaoGuides(language)[0],
    job: jobDetail(language),
    app: { ...guideApp(language, 'partial'), category: 'social' },
    ith: ithOf(language),
    taxonomy_term: { code: 'highEnd', labels: { EN: 'High-end talent', CN: '高端人才', TC: '高端人才' } },
  };
  return { section, route: `/pages/${section}`, data: data[section] ?? null };
}

interface Args {
  section: ContentSection;
  width: PreviewWidth;
}

/** The draft in the public layout: the site's header and footer around the section's own page components. */
const meta = {
  title: 'Console/Preview/Frame',
  decorators: [withConsoleMessages],
  // The public views come lazily from their page modules, as in the console; loaded first, a capture shows the view.
  loaders: [
    async () => {
      await Promise.all([
        import('@/features/about/pages/about-page'),
        import('@/features/apps/pages/apps-page'),
        import('@/features/benefits/pages/benefit-detail-page'),
        import('@/features/employment/pages/employment-detail-page'),
        import('@/features/events/pages/event-detail-page'),
        import('@/features/hkmacao/pages/hkmacao-detail-page'),
        import('@/features/ith/pages/ith-page'),
        import('@/features/journeys/pages/journey-page'),
        import('@/features/life/pages/life-detail-page'),
        import('@/features/services/pages/service-detail-page'),
        // A kiosk's links to other sites are QR hand-offs, loaded lazily too.
        import('@/components/ui/kiosk-hand-off'),
      ]);
      return {};
    },
  ],
  parameters: { route: '/console/preview/EVT-0001/frame' },
  args: { section: 'event', width: 'desktop' },
  render: (args, { globals }) => {
    const language = languageOf(globals);
    return <PreviewFrame preview={previewOf(args.section, language)} language={language} width={args.width} messages={publicMessages[language]} />;
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const Event: Story = {
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('preview-frame');
    await expect(frame).toHaveAttribute('data-section', 'event');
    await expect(within(frame).getByRole('heading', { level: 1, name: 'Global Talent Forum of the Cooperation Zone' })).toBeVisible();
    await expect(await within(frame).findByTestId('event-detail')).toBeVisible();
    await expect(within(frame).getByRole('banner')).toBeVisible();
    await expect(within(frame).getByRole('contentinfo')).toBeVisible();
  },
};
export const EventSimplifiedChinese: Story = { ...inLanguage('CN') };
export const EventTraditionalChinese: Story = { ...inLanguage('TC') };
export const Benefit: Story = { args: { section: 'benefit' } };
export const Service: Story = { args: { section: 'service' } };
export const Life: Story = { args: { section: 'life' } };
export const HkMacao: Story = { args: { section: 'hkmacao' } };
export const Job: Story = { args: { section: 'job' } };
export const AppCard: Story = { args: { section: 'app' } };
/** Without its category in the data, the card still sits under a section heading. */
export const AppCardWithoutCategory: Story = {
  render: (_args, { globals }) => {
    const language = languageOf(globals);
    return <PreviewFrame preview={{ section: 'app', route: '/pages/app', data: guideApp(language, 'none') }} language={language} width="desktop" messages={publicMessages[language]} />;
  },
};
export const IthPage: Story = { ...inLanguage('TC'), args: { section: 'ith' } };
export const MobileTraditionalChinese: Story = { ...inLanguage('TC'), args: { width: 'mobile' } };

/** Kiosk width: the frame's document gets the kiosk's density and touch rules, and links off the portal become QR hand-offs. */
export const Kiosk: Story = {
  args: { width: 'kiosk' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('data-kiosk');
    const frame = canvas.getByTestId('preview-frame');
    await expect(await within(frame).findByRole('button', { name: /Show on a map/ })).toBeVisible();
    await expect(within(frame).queryByRole('link', { name: /Show on a map/ })).toBeNull();
  },
};

/** A section with no page of its own: its data as the site receives it. */
export const TaxonomyLabel: Story = {
  args: { section: 'taxonomy_term' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/no page of its own/)).toBeVisible();
    await expect(canvas.getByText(/High-end talent/)).toBeVisible();
  },
};

/** The console's side: the frame at a device width, scaled to fit, with the language and width switches. */
export const Viewport: StoryObj<{ onLanguage: () => void; onWidth: () => void }> = {
  args: { onLanguage: fn(), onWidth: fn() },
  render: (args) => (
    <div style={{ padding: '1.5rem', maxWidth: '60rem' }}>
      <PreviewViewport documentNo="EVT-0001" language="TC" width="kiosk" frameSrc="about:blank" onLanguage={args.onLanguage} onWidth={args.onWidth} />
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const frame = canvas.getByTitle('Preview of EVT-0001 in TC, Kiosk');
    await expect(frame).toHaveAttribute('width', '1080');
    await expect(frame).toHaveAttribute('height', '1920');
    await expect(canvas.getByTestId('preview-size')).toHaveTextContent(/1080 × 1920 px, shown at \d+%/);
    await userEvent.click(canvas.getByRole('button', { name: 'Mobile' }));
    await expect(args.onWidth).toHaveBeenCalledWith('mobile');
    await userEvent.click(canvas.getByRole('button', { name: 'English (EN)' }));
    await expect(args.onLanguage).toHaveBeenCalledWith('EN');
  },
};

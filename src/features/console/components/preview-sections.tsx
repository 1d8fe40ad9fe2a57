/* eslint-disable boundaries/dependencies -- The preview shows a draft through the public pages' own components
   (issue #13: "the real page layout"), so this one file composes other features. It is reached only from the
   console's lazily loaded code; nothing public imports it. Only types come from the features' api modules: the
   components are imported, lazily, from their page modules: those stay the chunks the public pages load (imported
   statically here, they would be merged into shared chunks that no longer carry the page's name, and a component's
   own module would be split off into a new chunk that the home page's scripts list). */
import { lazy, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Box, chakra, Grid, Heading, Text } from '@chakra-ui/react';
import type { BreadcrumbItem } from '@/components/ui/breadcrumbs';
import type { Language } from '@/lib/i18n/languages';
import { pageTitleId } from '@/lib/router/route-handle';
import { pageRoutes, type PageRouteName } from '@/lib/routes';
import type { AboutContent } from '@/features/about/api/about-api';
import type { GuideApp, GuideCategory } from '@/features/apps/api/apps-api';
import type { BenefitDetail } from '@/features/benefits/api/benefits-api';
import type { JobDetail } from '@/features/employment/api/employment-api';
import type { EventDetail } from '@/features/events/api/events-api';
import type { HkMacaoGuide } from '@/features/hkmacao/api/hkmacao-api';
import type { IthContent, IthEnterprise, IthFloor } from '@/features/ith/api/ith-api';
import type { Journey } from '@/features/journeys/api/journeys-api';
import type { LifeDetail } from '@/features/life/api/life-api';
import type { ServiceDetail } from '@/features/services/api/services-api';
import type { ContentSection } from '../api/content-api';

/** The public views, each from its page module's chunk (see above); the preview frame suspends until it is there. */
const AboutView = lazy(() => import('@/features/about/pages/about-page').then((m) => ({ default: m.AboutView })));
const AppGuideCard = lazy(() => import('@/features/apps/pages/apps-page').then((m) => ({ default: m.AppGuideCard })));
const AppsGuide = lazy(() => import('@/features/apps/pages/apps-page').then((m) => ({ default: m.AppsGuide })));
const BenefitDetailView = lazy(() => import('@/features/benefits/pages/benefit-detail-page').then((m) => ({ default: m.BenefitDetailView })));
const JobDetailView = lazy(() => import('@/features/employment/pages/employment-detail-page').then((m) => ({ default: m.JobDetailView })));
const EventDetailView = lazy(() => import('@/features/events/pages/event-detail-page').then((m) => ({ default: m.EventDetailView })));
const HkMacaoGuideView = lazy(() => import('@/features/hkmacao/pages/hkmacao-detail-page').then((m) => ({ default: m.HkMacaoGuideView })));
const EnterpriseShowcase = lazy(() => import('@/features/ith/pages/ith-page').then((m) => ({ default: m.EnterpriseShowcase })));
const FloorDirectory = lazy(() => import('@/features/ith/pages/ith-page').then((m) => ({ default: m.FloorDirectory })));
const IthView = lazy(() => import('@/features/ith/pages/ith-page').then((m) => ({ default: m.IthView })));
const JourneySteps = lazy(() => import('@/features/journeys/pages/journey-page').then((m) => ({ default: m.JourneySteps })));
const LifeDetailView = lazy(() => import('@/features/life/pages/life-detail-page').then((m) => ({ default: m.LifeDetailView })));
const ServiceDetailView = lazy(() => import('@/features/services/pages/service-detail-page').then((m) => ({ default: m.ServiceDetailView })));

/** What the public page would show: its title, breadcrumb trail and body. */
export interface PreviewPage {
  title: string;
  breadcrumbs: BreadcrumbItem[];
  body: ReactNode;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const NO_JOBS_APPLIED: ReadonlySet<string> = new Set();
const noop = () => {};

/** Sections whose public page is a detail page: the list it sits under. */
const LIST_PAGE: Partial<Record<ContentSection, PageRouteName>> = {
  event: 'events',
  benefit: 'talentBenefits',
  service: 'services',
  life: 'lifepage',
  hkmacao: 'hkmacao',
  job: 'employment',
  app: 'app',
  about: 'about',
  ith: 'ith',
};

/** A block shown on its own (a card, a carousel slide), on the width the public grid gives it. */
function Block({ children, width = 'sm' }: { children: ReactNode; width?: string }) {
  return (
    <Grid templateColumns={`minmax(0, var(--chakra-sizes-${width}))`} justifyContent="start">
      {children}
    </Grid>
  );
}

/**
 * The public page of a draft: the section's real components, fed the DTO the public API would return. Null when the
 * data is not what the section's page takes (the frame then shows the raw data).
 */
export function usePreviewPage(section: ContentSection, data: unknown, language: Language): PreviewPage | null {
  const intl = useIntl();
  if (!isRecord(data)) return null;
  const crumbs = (name: PageRouteName | undefined, title: string): BreadcrumbItem[] => [
    { label: intl.formatMessage({ id: pageTitleId('home') }), to: pageRoutes.home },
    ...(name ? [{ label: intl.formatMessage({ id: pageTitleId(name) }), to: pageRoutes[name] }] : []),
    { label: title },
  ];
  const detail = (title: string, body: ReactNode): PreviewPage => ({ title, breadcrumbs: crumbs(LIST_PAGE[section], title), body });
  const listTitle = (name: PageRouteName) => intl.formatMessage({ id: pageTitleId(name) });

  switch (section) {
    case 'event':
      return detail(text(data.title), <EventDetailView event={data as unknown as EventDetail} language={language} />);
    case 'benefit':
      return detail(text(data.title), <BenefitDetailView benefit={data as unknown as BenefitDetail} />);
    case 'service':
      return detail(text(data.title), <ServiceDetailView service={data as unknown as ServiceDetail} talentLabels={{}} />);
    case 'life':
      return detail(text(data.title), <LifeDetailView entry={data as unknown as LifeDetail} />);
    case 'hkmacao':
      return detail(text(data.title), <HkMacaoGuideView guide={data as unknown as HkMacaoGuide} />);
    case 'job':
      return detail(text(data.title), <JobDetailView job={data as unknown as JobDetail} appliedJobNos={NO_JOBS_APPLIED} />);
    case 'app': {
      const title = listTitle('app');
      const app = data as unknown as GuideApp;
      const category = typeof data.category === 'string' ? (data.category as GuideCategory['category']) : undefined;
      // With its category (the guide's grouping), the app sits in its category's section as on the page.
      const body = category ? (
        <AppsGuide status="ready" categories={[{ category, apps: [app] }]} onRetry={noop} />
      ) : (
        <Box as="section" aria-labelledby="preview-app-title">
          <Heading as="h2" size="xl" id="preview-app-title" mb="4">
            {title}
          </Heading>
          <Block>
            <AppGuideCard app={app} />
          </Block>
        </Box>
      );
      return { title, breadcrumbs: crumbs(undefined, title), body };
    }
    case 'about':
      return { title: listTitle('about'), breadcrumbs: crumbs(undefined, listTitle('about')), body: <AboutView about={data as unknown as AboutContent} /> };
    case 'ith': {
      const title = listTitle('ith');
      const page = (body: ReactNode): PreviewPage => ({ title, breadcrumbs: crumbs(undefined, title), body });
      if (Array.isArray(data.floors) && Array.isArray(data.enterprises)) {
        return page(<IthView ith={data as unknown as IthContent} industries={[]} onIndustries={noop} contact={null} />);
      }
      if (typeof data.industry === 'string') {
        return page(<EnterpriseShowcase industries={[]} enterprises={[data as unknown as IthEnterprise]} selected={[]} onChange={noop} />);
      }
      if (typeof data.floor === 'number') return page(<FloorDirectory floors={[data as unknown as IthFloor]} />);
      return null;
    }
    case 'journey': {
      if (!Array.isArray(data.steps)) return null;
      const journey = data as unknown as Journey;
      const name = (['study', 'work', 'invest', 'life'] as const).find((scene) => scene === journey.scene) ?? 'study';
      const title = listTitle(name);
      return { title, breadcrumbs: crumbs(undefined, title), body: <JourneySteps steps={journey.steps} current={0} hrefOf={() => '#'} /> };
    }
    default:
      return null;
  }
}

/** The draft's data as it is, for sections with no page of their own (home blocks, taxonomy labels). */
export function RawPreview({ data, note }: { data: unknown; note: string }) {
  return (
    <Box>
      <Text mb="3" color="fg.muted">
        {note}
      </Text>
      <chakra.pre bg="bg.subtle" p="4" borderRadius="md" overflowX="auto" fontSize="sm" whiteSpace="pre-wrap">
        {JSON.stringify(data, null, 2)}
      </chakra.pre>
    </Box>
  );
}

import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { chakra, Heading, Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { TabNav } from '@/components/ui/tab-nav';
import { usePageHeading } from '@/lib/router/route-handle';
import { useQueryTab } from '@/lib/router/use-query-tab';
import { HKMACAO_TABS } from '../api/hkmacao-api';
import { HkMacaoGuides } from '../components/hkmacao-guides';
import { HkMacaoTabList } from '../components/hkmacao-tab-list';
import { selectHkMacaoGuides, selectHkMacaoList } from '../store/hkmacao-feature';
import { hkMacaoListKey, hkMacaoListOf } from '../store/hkmacao-query';
import { hkMacaoGuidesRequested, hkMacaoListRequested } from '../store/hkmacao-slice';

/**
 * The hkmacao page (spec §2): guides of its own, then tabs (benefits, services, events by `?active=0..2`) listing what
 * is tagged for Hong Kong and Macao residents. Its data is loaded for the route (hkMacaoPageData).
 */
export default function HkMacaoPage() {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const { tabs } = useQueryTab(HKMACAO_TABS);
  const { active, tab, page } = hkMacaoListOf(searchParams);
  const language = useAppSelector((state) => state.language.current);
  const list = useAppSelector(selectHkMacaoList);
  const guides = useAppSelector(selectHkMacaoGuides);
  const key = hkMacaoListKey(tab, page, language);

  const hrefOfPage = (target: number) => {
    const next = new URLSearchParams({ active: String(active) });
    if (target > 1) next.set('page', String(target));
    return `${pathname}?${next.toString()}`;
  };

  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Text mb="8" color="fg.muted" data-testid="page-intro">
        {intl.formatMessage({ id: 'page.hkmacao.intro' })}
      </Text>
      <HkMacaoGuides
        status={guides.key === language ? guides.status : 'loading'}
        guides={guides.key === language ? guides.data : undefined}
        onRetry={() => dispatch(hkMacaoGuidesRequested(language))}
      />
      <chakra.section aria-labelledby="hkmacao-tagged">
        <Heading as="h2" id="hkmacao-tagged" size="lg" color="brand.fg" mb="4">
          {intl.formatMessage({ id: 'hkmacao.tagged.title' })}
        </Heading>
        <TabNav
          ariaLabel={intl.formatMessage({ id: 'hkmacao.tabs.label' })}
          activeKey={tab}
          // A tab starts at its first page.
          items={tabs.map((each) => ({ key: each.key, to: `${pathname}?active=${each.index}`, label: intl.formatMessage({ id: `hkmacao.tab.${each.key}` }) }))}
        />
        <HkMacaoTabList
          status={list.key === key ? list.status : 'loading'}
          page={list.key === key || list.key?.startsWith(`${language}:${tab}:`) ? list.data : undefined}
          hrefOfPage={hrefOfPage}
          onRetry={() => dispatch(hkMacaoListRequested(tab, page, language))}
        />
      </chakra.section>
    </PageShell>
  );
}

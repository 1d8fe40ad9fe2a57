import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { TabNav } from '@/components/ui/tab-nav';
import { LIFE_TABS } from '@/lib/routes';
import { usePageHeading } from '@/lib/router/route-handle';
import { useQueryTab } from '@/lib/router/use-query-tab';
import { LifeList } from '../components/life-list';
import { selectLifeList } from '../store/life-feature';
import { lifeListKey, lifeTabOf } from '../store/life-query';
import { lifeListRequested } from '../store/life-slice';

/**
 * The lifepage page (spec §2): food, life encyclopedia, sports, pets, cultural and travel, chosen by `?active=0..5`
 * (a bad value shows the first). Its data is loaded for the route (lifePageData), on the server or on navigation.
 */
export default function LifePage() {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const { tabs } = useQueryTab(LIFE_TABS);
  const { active, tab } = lifeTabOf(searchParams);
  const language = useAppSelector((state) => state.language.current);
  const list = useAppSelector(selectLifeList);
  const key = lifeListKey(tab, language);

  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Text mb="6" color="fg.muted" data-testid="page-intro">
        {intl.formatMessage({ id: 'page.lifepage.intro' })}
      </Text>
      <TabNav
        ariaLabel={intl.formatMessage({ id: 'life.tabs.label' })}
        activeKey={tab}
        items={tabs.map((each) => ({ key: each.key, to: each.href, label: intl.formatMessage({ id: `life.tab.${each.key}` }) }))}
      />
      <Text as="h2" srOnly>
        {intl.formatMessage({ id: `life.tab.${tab}` })}
      </Text>
      <LifeList
        status={list.key === key ? list.status : 'loading'}
        entries={list.key === key ? list.data : undefined}
        active={active}
        onRetry={() => dispatch(lifeListRequested(tab, language))}
      />
    </PageShell>
  );
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SearchResults } from '@/features/search/components/search-results';
import type { SearchSection } from '@/features/search/api/search-api';
import type { ResourceStatus } from '@/lib/resource';
import { languageOf } from '../../fixtures/content';
import { searchResult } from '../../fixtures/search';
import { withContentFrame } from '../../fixtures/decorators';

type Shape = 'results' | 'filtered' | 'partial' | 'other-language' | 'none' | 'nothing-yet';

const hrefOf = ({ section, page }: { section?: SearchSection | undefined; page?: number }) =>
  `/pages/search?q=talent+housing${section ? `&section=${section}` : ''}${page && page > 1 ? `&page=${page}` : ''}`;

/** The site search's results: count, notes, filters by section with counts, hits grouped by section, pages. */
const meta = {
  title: 'Search/SearchResults',
  component: SearchResults,
  decorators: [withContentFrame],
  args: { status: 'ready' satisfies ResourceStatus, shape: 'results' satisfies Shape, onRetry: fn() },
  render: (args, { globals }) => {
    const language = languageOf(globals);
    const shape = args.shape as Shape;
    const base = searchResult(language);
    const result =
      shape === 'results'
        ? base
        : shape === 'filtered'
          ? searchResult(language, { total: 33, list: base.list.filter((hit) => hit.section === 'service') })
          : shape === 'partial'
            ? searchResult(language, { matched: 'any', total: 4, list: base.list.slice(1), sections: [{ section: 'benefit', count: 1 }, { section: 'service', count: 1 }, { section: 'journey', count: 1 }] })
            : shape === 'other-language'
              ? searchResult('CN', { total: 4, sections: [{ section: 'benefit', count: 2 }, { section: 'service', count: 1 }, { section: 'journey', count: 1 }] })
              : shape === 'none'
                ? searchResult(language, { matched: 'none', total: 0, list: [], sections: [] })
                : undefined;
    return (
      <SearchResults
        status={args.status as ResourceStatus}
        result={result}
        q={result?.q ?? (language === 'EN' ? 'talent housing' : '人才住房')}
        section={shape === 'filtered' ? 'service' : undefined}
        language={shape === 'other-language' ? 'EN' : language}
        hrefOf={hrefOf}
        onRetry={args.onRetry as () => void}
      />
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const Results: Story = {};
/** One section chosen: its filter is current, and the pages of its 33 results follow. */
export const FilteredBySection: Story = { args: { shape: 'filtered' } };
/** No page had every word: the pages with some of them, and a note that says so. */
export const SomeWordsMatched: Story = { args: { shape: 'partial' } };
/** Nothing in English: the Chinese results, with a note naming their language. */
export const ResultsInAnotherLanguage: Story = { args: { shape: 'other-language' } };
export const NoResults: Story = { args: { shape: 'none' } };
export const Loading: Story = { args: { status: 'loading', shape: 'nothing-yet' } };
export const Failed: Story = { args: { status: 'error', shape: 'nothing-yet' } };

/** The structure a screen reader meets: the count as a status, the filters as a navigation, one heading per section. */
export const Structure: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('46 results for “talent housing”');
    const filters = canvas.getByRole('navigation', { name: 'Filter by section' });
    await expect(within(filters).getByRole('link', { name: /All sections/ })).toHaveAttribute('aria-current', 'page');
    await expect(within(filters).getByRole('link', { name: /Talent services\s*33/ })).toHaveAttribute('href', '/pages/search?q=talent+housing&section=service');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Talent benefits', 'Talent services', 'Study, work, invest and live']);
    const marks = canvas.getAllByTestId('search-hit')[0]!.querySelectorAll('mark');
    await expect([...marks].map((m) => m.textContent)).toContain('housing');
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  },
};

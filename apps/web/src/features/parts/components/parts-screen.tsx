// docs/product.md §31.2, the Pedidos view (`/parts`, for every member): what is to order grouped by supplier, what is
// ordered, what arrived in the last 30 days and the customers to call, one section at a time, each named with its count;
// the section is in the address (`?section=`), so a link or a reload opens it again. The switch is a segmented control,
// large enough for a finger at the counter, whose code the board's first download carries already (Mantine's Tabs
// would be one more chunk shared with the services screen's).
import type { PartState, TListedPart } from '@rueda/domain';
import { SegmentedControl, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Page } from '@/features/shell';
import { usePartsIn } from '../api/list-parts';
import { usePartsToCall } from '../api/to-call';
import { workshopToday } from '../supplier-lists';
import { ToCallSection } from './to-call-section';
import { ToOrderSection } from './to-order-section';
import { ArrivedSection, OrderedSection } from './waiting-sections';

const ALL_STATES: readonly PartState[] = ['toOrder', 'ordered', 'arrived'];
const SECTIONS = ['toOrder', 'ordered', 'arrived', 'toCall'] as const;
type Section = (typeof SECTIONS)[number];
const SECTION_PARAM = 'section';

const isSection = (value: string | null): value is Section => SECTIONS.some((section) => section === value);

/** The newest arrival first: what just came in is what is looked for. */
const byArrivalNewestFirst = (a: TListedPart, b: TListedPart) => (b.arrivedAt ?? '').localeCompare(a.arrivedAt ?? '');

export function PartsScreen() {
  const { t } = useTranslation('parts');
  const [params, setParams] = useSearchParams();
  const requested = params.get(SECTION_PARAM);
  const section: Section = isSection(requested) ? requested : 'toOrder';
  const parts = usePartsIn(ALL_STATES);
  const calls = usePartsToCall();
  const today = workshopToday();

  const inState = (state: PartState) => (parts.data ?? []).filter((part) => part.state === state);
  const counts: Record<Section, number | null> = {
    toOrder: parts.data ? inState('toOrder').length : null,
    ordered: parts.data ? inState('ordered').length : null,
    arrived: parts.data ? inState('arrived').length : null,
    toCall: calls.data ? calls.data.length : null,
  };
  const query = section === 'toCall' ? calls : parts;

  function content() {
    if (query.isError && !query.data)
      return (
        <LoadError
          title={t('screen.loadFailed')}
          description={t('screen.loadFailedDescription')}
          retryLabel={t('screen.retry')}
          onRetry={() => void query.refetch()}
        />
      );
    if (!query.data)
      return (
        <Stack gap="sm" role="status" aria-label={t('screen.loading')}>
          <Skeleton height={96} />
          <Skeleton height={96} />
          <Skeleton height={96} />
        </Stack>
      );
    if (section === 'toCall') return <ToCallSection calls={calls.data ?? []} />;
    if (section === 'ordered') return <OrderedSection parts={inState('ordered')} today={today} />;
    if (section === 'arrived') return <ArrivedSection parts={inState('arrived').sort(byArrivalNewestFirst)} today={today} />;
    return <ToOrderSection parts={inState('toOrder')} today={today} />;
  }

  return (
    <Page title={t('screen.title')} description={t('screen.description')}>
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('screen.sections')}
          // Each section as wide as its name, with a finger's height: the four fit a tablet held upright in either
          // language, and a label too long for a narrower screen wraps rather than being cut.
          size="sm"
          styles={{ root: { alignSelf: 'flex-start', maxWidth: '100%' }, label: { whiteSpace: 'normal', padding: '8px 14px' } }}
          value={section}
          onChange={(next) => setParams(next !== 'toOrder' ? { [SECTION_PARAM]: next } : {}, { replace: true })}
          data={SECTIONS.map((key) => ({
            value: key,
            label: counts[key] ? t('screen.sectionCount', { section: t(`tabs.${key}`), count: counts[key] }) : t(`tabs.${key}`),
          }))}
        />
        <Title order={2} size="h3">
          {t(`tabs.${section}`)}
        </Title>
        {content()}
      </Stack>
    </Page>
  );
}

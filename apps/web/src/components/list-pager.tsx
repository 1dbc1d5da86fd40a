import { Group, Pagination, Text } from '@mantine/core';
import { PATIENT_PAGE_SIZE } from '@cephalo/shared/patient-order';
import { useT } from '../i18n/use-t';

const CONTROL_NAMES = { first: 'list.firstPage', previous: 'list.previousPage', next: 'list.nextPage', last: 'list.lastPage' } as const;

/** What a paged list holds; its words are the catalogue's `list.<what>.<noun>`. */
export type ListNoun = 'patients' | 'doctors' | 'rows';

interface ListPagerProps {
  page: number;
  /** How many match, on all pages. */
  total: number;
  onPage: (page: number) => void;
  /** What the list holds. */
  noun: ListNoun;
}

/**
 * Which members of a list paged by the server (PATIENT_PAGE_SIZE a page) the page shows, of how
 * many, and the way to the other pages (only when there are any).
 */
export function ListPager({ page, total, onPage, noun }: ListPagerProps) {
  const t = useT();
  const pages = Math.ceil(total / PATIENT_PAGE_SIZE);
  const first = (page - 1) * PATIENT_PAGE_SIZE + 1;
  const last = Math.min(page * PATIENT_PAGE_SIZE, total);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {pages > 1 ? t(`list.range.${noun}`, { first, last, total }) : t(`list.count.${noun}`, { count: total })}
      </Text>
      {pages > 1 && (
        <nav aria-label={t(`list.pages.${noun}`)}>
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            size="sm"
            getItemProps={(item) => ({ 'aria-label': t('list.page', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(CONTROL_NAMES[control]) })}
          />
        </nav>
      )}
    </Group>
  );
}

import { Group, Pagination, Text } from '@mantine/core';
import { PATIENT_PAGE_SIZE } from '@cephalo/shared/patient-order';

const CONTROL_NAMES = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

const capitalized = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

interface ListPagerProps {
  page: number;
  /** How many match, on all pages. */
  total: number;
  onPage: (page: number) => void;
  /** What the list holds: "patient" and "patients". */
  noun: { one: string; many: string };
}

/**
 * Which members of a list paged by the server (PATIENT_PAGE_SIZE a page) the page shows, of how
 * many, and the way to the other pages (only when there are any).
 */
export function ListPager({ page, total, onPage, noun }: ListPagerProps) {
  const pages = Math.ceil(total / PATIENT_PAGE_SIZE);
  const first = (page - 1) * PATIENT_PAGE_SIZE + 1;
  const last = Math.min(page * PATIENT_PAGE_SIZE, total);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {pages > 1 ? `${capitalized(noun.many)} ${first}–${last} of ${total}` : total === 1 ? `1 ${noun.one}` : `${total} ${noun.many}`}
      </Text>
      {pages > 1 && (
        <nav aria-label={`Pages of the ${noun.one} list`}>
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            size="sm"
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            getControlProps={(control) => ({ 'aria-label': CONTROL_NAMES[control] })}
          />
        </nav>
      )}
    </Group>
  );
}

import { Group, Pagination, Text } from '@mantine/core';
import { PATIENT_PAGE_SIZE } from '@cephalo/shared/patient-order';

const CONTROL_NAMES = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** Which patients of how many the page shows, and the way to the other pages (only when there are any). */
export function PatientPager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.ceil(total / PATIENT_PAGE_SIZE);
  const first = (page - 1) * PATIENT_PAGE_SIZE + 1;
  const last = Math.min(page * PATIENT_PAGE_SIZE, total);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {pages > 1 ? `Patients ${first}–${last} of ${total}` : total === 1 ? '1 patient' : `${total} patients`}
      </Text>
      {pages > 1 && (
        <nav aria-label="Pages of the patient list">
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

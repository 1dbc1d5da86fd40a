import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ClinicMember } from '@cephalo/shared/clinic';
import { BreakableEmail } from '../../../components/breakable-email';
import { LoadError } from '../../../components/load-error';
import { PagedList } from '../../../components/paged-list';
import type { ListPage } from '../../../hooks/use-list-page';
import type { MessageKey } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';
import { fullName } from '../../../lib/full-name';
import type { ClinicMemberPage, MemberKind } from '../api/get-clinic-members';
import { memberName } from '../member-name';
import { EmptyList, ListSkeleton } from './list-states';
import { ResponsiveTable, type TableColumn } from './responsive-table';

interface MemberListProps {
  /** The page the server answered for `list`'s page and search. */
  members: UseQueryResult<ClinicMemberPage>;
  list: ListPage;
  /** Doctors or patients: names the table, the loading and error lines and the search. */
  kind: MemberKind;
  /** What the empty list says, and its next step. */
  empty: { icon: ReactNode; title: string; description: string; action: ReactNode };
  /** The columns after the name and e-mail. */
  columns: TableColumn<ClinicMember>[];
}

/**
 * The clinic's doctors or patients a page at a time, with a search over all of them (the server
 * pages and searches): loading, failed, empty, or a table (cards on a phone). At clinic scale
 * the whole list was hundreds of rows, each patient's with two choice boxes, and seconds to draw
 * on a phone.
 */
const WORDS: Record<MemberKind, { caption: MessageKey; loading: MessageKey; loadError: MessageKey }> = {
  patient: { caption: 'nav.Patients', loading: 'clinic.patient.loading', loadError: 'clinic.patient.loadError' },
  doctor: { caption: 'nav.Doctors', loading: 'clinic.doctor.loading', loadError: 'clinic.doctor.loadError' },
};

export function MemberList({ members, list, kind, empty, columns }: MemberListProps) {
  const t = useT();
  const words = WORDS[kind];
  if (members.isPending) return <ListSkeleton label={t(words.loading)} />;
  if (members.isError) {
    return <LoadError title={t(words.loadError)} isRetrying={members.isFetching} onRetry={() => void members.refetch()} />;
  }
  if (members.data.total === 0 && list.settledSearch.trim() === '' && list.search === '') return <EmptyList {...empty} />;
  return (
    <PagedList
      list={list}
      total={members.data.total}
      isPlaceholderData={members.isPlaceholderData}
      noun={kind === 'patient' ? 'patients' : 'doctors'}
      searchPlaceholder={t('clinic.searchPlaceholder')}
      gap="lg"
    >
      <ResponsiveTable
        caption={t(words.caption)}
        rows={members.data.members}
        rowKey={(member) => member.id}
        cardTitle={memberName}
        columns={[
          {
            label: t('profile.name'),
            render: (member) =>
              fullName(member) && (
                <Text fw={600} size="sm">
                  {fullName(member)}
                </Text>
              ),
            isHiddenInCard: true,
          },
          { label: t('common.email'), render: (member) => <BreakableEmail email={member.email} /> },
          ...columns,
        ]}
      />
    </PagedList>
  );
}

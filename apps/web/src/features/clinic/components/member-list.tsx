import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ClinicMember } from '@cephalo/shared/clinic';
import { BreakableEmail } from '../../../components/breakable-email';
import { LoadError } from '../../../components/load-error';
import { PagedList } from '../../../components/paged-list';
import type { ListPage } from '../../../hooks/use-list-page';
import { fullName } from '../../../lib/full-name';
import type { ClinicMemberPage } from '../api/get-clinic-members';
import { memberName } from '../member-name';
import { EmptyList, ListSkeleton } from './list-states';
import { ResponsiveTable, type TableColumn } from './responsive-table';

interface MemberListProps {
  /** The page the server answered for `list`'s page and search. */
  members: UseQueryResult<ClinicMemberPage>;
  list: ListPage;
  /** "Doctors" or "Patients": names the table, and (lower-cased) the loading and error lines. */
  caption: string;
  /** One member: "doctor" or "patient". */
  noun: string;
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
export function MemberList({ members, list, caption, noun, empty, columns }: MemberListProps) {
  const plural = caption.toLowerCase();
  if (members.isPending) return <ListSkeleton label={`Loading the ${plural}`} />;
  if (members.isError) {
    return <LoadError title={`The ${plural} could not be loaded.`} isRetrying={members.isFetching} onRetry={() => void members.refetch()} />;
  }
  if (members.data.total === 0 && list.settledSearch.trim() === '' && list.search === '') return <EmptyList {...empty} />;
  return (
    <PagedList
      list={list}
      total={members.data.total}
      isPlaceholderData={members.isPlaceholderData}
      noun={{ one: noun, many: plural }}
      searchPlaceholder="Name, username, e-mail or phone number"
      gap="lg"
    >
      <ResponsiveTable
        caption={caption}
        rows={members.data.members}
        rowKey={(member) => member.id}
        cardTitle={memberName}
        columns={[
          {
            label: 'Name',
            render: (member) =>
              fullName(member) && (
                <Text fw={600} size="sm">
                  {fullName(member)}
                </Text>
              ),
            isHiddenInCard: true,
          },
          { label: 'Email', render: (member) => <BreakableEmail email={member.email} /> },
          ...columns,
        ]}
      />
    </PagedList>
  );
}

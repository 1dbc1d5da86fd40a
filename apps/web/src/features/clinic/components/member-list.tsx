import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ClinicMember } from '@cephalo/shared/clinic';
import { BreakableEmail } from '../../../components/breakable-email';
import { LoadError } from '../../../components/load-error';
import { fullName } from '../../../lib/full-name';
import { memberName } from '../member-name';
import { EmptyList, ListSkeleton } from './list-states';
import { ResponsiveTable, type TableColumn } from './responsive-table';

interface MemberListProps {
  members: UseQueryResult<ClinicMember[]>;
  /** "Doctors" or "Patients": names the table, and (lower-cased) the loading and error lines. */
  caption: string;
  /** What the empty list says, and its next step. */
  empty: { icon: ReactNode; title: string; description: string; action: ReactNode };
  /** The columns after the name and e-mail. */
  columns: TableColumn<ClinicMember>[];
}

/** The clinic's doctors or patients: loading, failed, empty, or a table (cards on a phone). */
export function MemberList({ members, caption, empty, columns }: MemberListProps) {
  const plural = caption.toLowerCase();
  if (members.isPending) return <ListSkeleton label={`Loading the ${plural}`} />;
  if (members.isError) {
    return <LoadError title={`The ${plural} could not be loaded.`} isRetrying={members.isFetching} onRetry={() => void members.refetch()} />;
  }
  if (members.data.length === 0) return <EmptyList {...empty} />;
  return (
    <ResponsiveTable
      caption={caption}
      rows={members.data}
      rowKey={(member) => member.id}
      cardTitle={memberName}
      columns={[
        { label: 'Name', render: (member) => fullName(member) && <Text fw={600} size="sm">{fullName(member)}</Text>, isHiddenInCard: true },
        { label: 'Email', render: (member) => <BreakableEmail email={member.email} /> },
        ...columns,
      ]}
    />
  );
}

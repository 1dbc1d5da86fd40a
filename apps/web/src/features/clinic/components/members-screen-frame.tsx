import { Button, Group, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ClinicMember, NewClinicUser } from '@cephalo/shared/clinic';
import { DeferredModal } from '../../../components/deferred-modal';
import { StatusNotice } from '../../../components/status-notice';
import type { ListPage } from '../../../hooks/use-list-page';
import type { MessageKey } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';
import type { DialogSave, SaveDialog } from '../../../hooks/use-save-dialog';
import type { ClinicMemberPage, MemberKind } from '../api/get-clinic-members';
import { MemberList } from './member-list';
import type { TableColumn } from './responsive-table';

// Loaded when it first opens (components/deferred-modal.tsx).
const loadAddMemberModal = async () => (await import('./add-member-modal')).AddMemberModal;

const WORDS: Record<MemberKind, { add: MessageKey }> = {
  patient: { add: 'clinic.patient.add' },
  doctor: { add: 'clinic.doctor.add' },
};

interface MembersScreenFrameProps {
  kind: MemberKind;
  /** The page's title block; the Add button sits beside it. */
  header: ReactNode;
  adding: SaveDialog;
  create: DialogSave<NewClinicUser>;
  /** The clinic's doctors, offered for a new patient. */
  doctors: ClinicMember[];
  /** The page of members shown, for `list`'s page and search. */
  members: UseQueryResult<ClinicMemberPage>;
  list: ListPage;
  /** What the empty list says; its next step is the Add button. */
  empty: { icon: ReactNode; title: string; description: string };
  /** The columns after the name and e-mail. */
  columns: TableColumn<ClinicMember>[];
  /** Between the notice and the list: what went wrong with a change in the list. */
  alert?: ReactNode;
}

/** /clinic-doctors and /clinic-patients: the title with the Add button, the notice of the last change, the list and the Add modal. */
export function MembersScreenFrame({ kind, header, adding, create, doctors, members, list, empty, columns, alert }: MembersScreenFrameProps) {
  const t = useT();
  const addButton = (
    <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => adding.open(create)}>
      {t(WORDS[kind].add)}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        {header}
        {addButton}
      </Group>
      <StatusNotice {...adding.notice} />
      {alert}
      <MemberList members={members} list={list} kind={kind} empty={{ ...empty, action: addButton }} columns={columns} />
      <DeferredModal load={loadAddMemberModal} props={{ ...adding.props(create), kind, doctors }} />
    </Stack>
  );
}

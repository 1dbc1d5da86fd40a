import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconStethoscope, IconUserPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { displayText } from '@cephalo/shared/profile-text';
import { DeferredModal } from '../../../components/deferred-modal';
import { StatusNotice } from '../../../components/status-notice';
import { useWarnOnError } from '../../../hooks/use-warn-on-error';
import { useCreateClinicMember } from '../api/create-clinic-member';
import { useClinicMembers } from '../api/get-clinic-members';
import { memberName } from '../member-name';
import { MemberList } from './member-list';

// Loaded when it first opens (components/deferred-modal.tsx).
const loadAddMemberModal = async () => (await import('./add-member-modal')).AddMemberModal;

/** /clinic-doctors: the clinic's doctors and the Add new doctor modal. */
/** `header` is the page's title block; the Add button sits beside it. */
export function ClinicDoctorsScreen({ header }: { header: ReactNode }) {
  const doctors = useClinicMembers('doctor');
  const [isAdding, adding] = useDisclosure(false);
  const [status, setStatus] = useState<string | null>(null);
  const create = useCreateClinicMember('doctor', {
    onSuccess: (doctor) => {
      adding.close();
      setStatus(`${memberName(doctor)} has been added.`);
    },
  });
  useWarnOnError('the clinic doctors', doctors);

  const openAdd = () => {
    create.reset();
    setStatus(null);
    adding.open();
  };
  const addButton = (
    <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={openAdd}>
      Add new doctor
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        {header}
        {addButton}
      </Group>
      <StatusNotice message={status} onDismiss={() => setStatus(null)} />
      <MemberList
        members={doctors}
        caption="Doctors"
        empty={{
          icon: <IconStethoscope aria-hidden />,
          title: 'No doctors yet',
          description: 'Add your first doctor, then assign patients to them on the Patients page.',
          action: addButton,
        }}
        columns={[{ label: 'Phone number', render: (doctor) => displayText(doctor.phone_number) }]}
      />
      <DeferredModal
        load={loadAddMemberModal}
        props={{
          kind: 'doctor',
          opened: isAdding,
          doctors: [],
          isSaving: create.isPending,
          saveError: create.error,
          onSave: (member) => create.mutate(member),
          onClose: adding.close,
        }}
      />
    </Stack>
  );
}

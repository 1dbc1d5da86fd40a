import { IconStethoscope } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { displayText } from '@cephalo/shared/profile-text';
import { useListPage } from '../../../hooks/use-list-page';
import { useSaveDialog } from '../../../hooks/use-save-dialog';
import { useWarnOnError } from '../../../hooks/use-warn-on-error';
import { useT } from '../../../i18n/use-t';
import { useCreateClinicMember } from '../api/create-clinic-member';
import { useClinicMemberPage } from '../api/get-clinic-members';
import { memberName } from '../member-name';
import { MembersScreenFrame } from './members-screen-frame';

/** /clinic-doctors: the clinic's doctors and the Add new doctor modal. */
/** `header` is the page's title block; the Add button sits beside it. */
export function ClinicDoctorsScreen({ header }: { header: ReactNode }) {
  const t = useT();
  const list = useListPage();
  const doctors = useClinicMemberPage('doctor', { page: list.page, search: list.settledSearch });
  const adding = useSaveDialog();
  const create = useCreateClinicMember('doctor', { onSuccess: (doctor) => adding.finish(t('clinic.added', { name: memberName(doctor) })) });
  useWarnOnError('the clinic doctors', doctors);

  return (
    <MembersScreenFrame
      kind="doctor"
      header={header}
      adding={adding}
      create={create}
      doctors={[]}
      members={doctors}
      list={list}
      empty={{
        icon: <IconStethoscope aria-hidden />,
        title: t('clinic.doctor.none'),
        description: t('clinic.doctor.noneHint'),
      }}
      columns={[{ label: t('profile.phoneNumber'), render: (doctor) => displayText(doctor.phone_number) }]}
    />
  );
}

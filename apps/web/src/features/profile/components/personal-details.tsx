import type { UserProfile } from '@cephalo/shared/profile';
import { displayText } from '@cephalo/shared/profile-text';
import { BreakableEmail } from '../../../components/breakable-email';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';

/** The fields of spec section 3 a user fills in themselves; "None" and null show as empty. */
export function PersonalDetails({ profile }: { profile: UserProfile }) {
  return (
    <SectionCard title="Personal details">
      <DetailList
        items={[
          { label: 'Name', value: displayText(profile.name) },
          { label: 'Surname', value: displayText(profile.surname) },
          { label: 'Username', value: profile.username },
          { label: 'Email', value: <BreakableEmail email={profile.email} /> },
          { label: 'Phone', value: displayText(profile.phone_number) },
          { label: 'Chat language', value: displayText(profile.chat_answer_language) },
          { label: 'Bio', value: displayText(profile.bio) },
        ]}
      />
    </SectionCard>
  );
}

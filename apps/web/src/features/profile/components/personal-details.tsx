import type { UserProfile } from '@cephalo/shared/profile';
import { displayText } from '@cephalo/shared/profile-text';
import { BreakableEmail } from '../../../components/breakable-email';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';

/** The fields of spec section 3 a user fills in themselves; "None" and null show as empty. */
export function PersonalDetails({ profile }: { profile: UserProfile }) {
  const t = useT();
  return (
    <SectionCard title={t('profile.details')}>
      <DetailList
        items={[
          { label: t('profile.name'), value: displayText(profile.name) },
          { label: t('profile.surname'), value: displayText(profile.surname) },
          { label: t('common.username'), value: profile.username },
          { label: t('common.email'), value: <BreakableEmail email={profile.email} /> },
          { label: t('profile.phone'), value: displayText(profile.phone_number) },
          { label: t('profile.chatLanguage'), value: displayText(profile.chat_answer_language) },
          { label: t('profile.bio'), value: displayText(profile.bio) },
        ]}
      />
    </SectionCard>
  );
}

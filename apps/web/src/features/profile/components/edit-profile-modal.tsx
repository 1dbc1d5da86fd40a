import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { CHAT_LANGUAGES, ChatLanguageSchema } from '@cephalo/shared/chat-languages';
import type { ProfileUpdate, UserProfile } from '@cephalo/shared/profile';
import { ControlledSelect } from '../../../components/form/controlled-select';
import { PhoneNumberField } from '../../../components/form/phone-number-field';
import { SaveChangesForm } from '../../../components/form/save-changes-form';
import { saveDialog } from '../../../components/form/save-dialog';
import { useServerCheckedForm } from '../../../components/form/use-server-checked-form';
import type { SaveDialogProps } from '../../../hooks/use-save-dialog';
import { ProfileFormSchema, formToProfileUpdate, profileToForm } from '../profile-form-values';
import { useFieldMessage } from '../../../i18n/field-message';
import { useT } from '../../../i18n/use-t';

type EditProfileModalProps = SaveDialogProps<ProfileUpdate> & { profile: UserProfile };

const PROFILE_FIELDS = ['name', 'surname', 'phone_number', 'chat_answer_language', 'bio'] as const;

function EditProfileForm({ profile, onSave, ...dialog }: Omit<EditProfileModalProps, 'opened'>) {
  const { register, control, handleSubmit, errors, isAlertNeeded } = useServerCheckedForm({
    schema: ProfileFormSchema,
    defaultValues: profileToForm(profile),
    saveError: dialog.saveError,
    serverFields: PROFILE_FIELDS,
  });
  const t = useT();
  const fieldMessage = useFieldMessage();

  return (
    <SaveChangesForm dialog={dialog} onSubmit={handleSubmit((form) => onSave(formToProfileUpdate(form, profile)))} isAlertNeeded={isAlertNeeded}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label={t('profile.name')} autoComplete="given-name" data-autofocus error={fieldMessage(errors.name?.message)} {...register('name')} />
        <TextInput label={t('profile.surname')} autoComplete="family-name" error={fieldMessage(errors.surname?.message)} {...register('surname')} />
      </SimpleGrid>
      <PhoneNumberField registration={register('phone_number')} error={fieldMessage(errors.phone_number?.message)} />
      <ControlledSelect
        control={control}
        name="chat_answer_language"
        label={t('profile.chatLanguage')}
        description={t('profile.chatLanguageDescription')}
        placeholder={profile.chat_answer_language}
        data={CHAT_LANGUAGES}
        searchable
        nothingFoundMessage={t('profile.noLanguageMatches')}
        comboboxProps={{ withinPortal: true }}
        toValue={(language) => ChatLanguageSchema.nullable().catch(null).parse(language)}
      />
      <Textarea label={t('profile.bio')} autosize minRows={3} maxRows={8} error={fieldMessage(errors.bio?.message)} {...register('bio')} />
    </SaveChangesForm>
  );
}

/** Spec sections 2 and 4: opened by Edit Profile, closed on save or cancel. */
export const EditProfileModal = saveDialog<EditProfileModalProps>(EditProfileForm, { title: 'profile.edit', size: 'lg' });

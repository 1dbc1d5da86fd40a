import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { CHAT_LANGUAGES, ChatLanguageSchema } from '@cephalo/shared/chat-languages';
import type { ProfileUpdate, UserProfile } from '@cephalo/shared/profile';
import { ControlledSelect } from '../../../components/form/controlled-select';
import { SaveForm } from '../../../components/form/save-form';
import { useServerCheckedForm } from '../../../components/form/use-server-checked-form';
import { FormModal } from '../../../components/form-modal';
import type { SaveDialogProps } from '../../../hooks/use-save-dialog';
import { ProfileFormSchema, formToProfileUpdate, profileToForm } from '../profile-form-values';

type EditProfileModalProps = SaveDialogProps<ProfileUpdate> & { profile: UserProfile };

const PROFILE_FIELDS = ['name', 'surname', 'phone_number', 'chat_answer_language', 'bio'] as const;

function EditProfileForm({ profile, isSaving, saveError, onSave, onClose }: Omit<EditProfileModalProps, 'opened'>) {
  const { register, control, handleSubmit, errors, isAlertNeeded } = useServerCheckedForm({
    schema: ProfileFormSchema,
    defaultValues: profileToForm(profile),
    saveError,
    serverFields: PROFILE_FIELDS,
  });

  return (
    <SaveForm
      onSubmit={handleSubmit((form) => onSave(formToProfileUpdate(form, profile)))}
      submitLabel="Save Changes"
      isSaving={isSaving}
      onCancel={onClose}
      refusal={isAlertNeeded ? { title: 'Your changes were not saved', error: saveError } : null}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label="Name" autoComplete="given-name" data-autofocus error={errors.name?.message} {...register('name')} />
        <TextInput label="Surname" autoComplete="family-name" error={errors.surname?.message} {...register('surname')} />
      </SimpleGrid>
      <TextInput label="Phone number" type="tel" autoComplete="tel" error={errors.phone_number?.message} {...register('phone_number')} />
      <ControlledSelect
        control={control}
        name="chat_answer_language"
        label="Chat language"
        description="The language the assistant answers in."
        placeholder={profile.chat_answer_language}
        data={CHAT_LANGUAGES}
        searchable
        nothingFoundMessage="No language matches"
        comboboxProps={{ withinPortal: true }}
        toValue={(language) => ChatLanguageSchema.nullable().catch(null).parse(language)}
      />
      <Textarea label="Bio" autosize minRows={3} maxRows={8} error={errors.bio?.message} {...register('bio')} />
    </SaveForm>
  );
}

/** Spec sections 2 and 4: opened by Edit Profile, closed on save or cancel. */
export function EditProfileModal({ opened, onClose, ...formProps }: EditProfileModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit Profile" size="lg">
      <EditProfileForm onClose={onClose} {...formProps} />
    </FormModal>
  );
}

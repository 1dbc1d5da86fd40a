import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { CHAT_LANGUAGES, ChatLanguageSchema } from '@cephalo/shared/chat-languages';
import type { ProfileUpdate, UserProfile } from '@cephalo/shared/profile';
import { ControlledSelect } from '../../../components/form/controlled-select';
import { useServerFieldErrors } from '../../../lib/server-field-errors';
import { ProfileFormSchema, formToProfileUpdate, profileToForm, type ProfileFormValues } from '../profile-form-values';
import { FormErrorAlert } from '../../../components/form-error-alert';

interface EditProfileModalProps {
  opened: boolean;
  profile: UserProfile;
  isSaving: boolean;
  saveError: unknown;
  onSave: (changes: ProfileUpdate) => void;
  onClose: () => void;
}

const PROFILE_FIELDS = ['name', 'surname', 'phone_number', 'chat_answer_language', 'bio'] as const;

function EditProfileForm({ profile, isSaving, saveError, onSave, onClose }: Omit<EditProfileModalProps, 'opened'>) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: profileToForm(profile),
  });
  // The server's refusal of a field shows under it; the alert is for the rest.
  const { isAlertNeeded } = useServerFieldErrors(saveError, PROFILE_FIELDS, setError);
  const submit = handleSubmit((form) => onSave(formToProfileUpdate(form, profile)));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
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
        {/* Next to the buttons, so a phone user sees the refusal without scrolling back up. */}
        {isAlertNeeded && (
          <FormErrorAlert title="Your changes were not saved" error={saveError} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Spec sections 2 and 4: opened by Edit Profile, closed on save or cancel. */
export function EditProfileModal({ opened, onClose, ...formProps }: EditProfileModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Profile" centered radius="lg" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {/* The modal mounts its content per opening, so the form always starts from the stored profile. */}
      <EditProfileForm onClose={onClose} {...formProps} />
    </Modal>
  );
}

import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@cephalo/shared/profile';
import { formToProfileUpdate, profileToForm } from './profile-form-values';

const profile: UserProfile = {
  username: 'petra',
  email: 'petra@example.test',
  name: 'Petra',
  surname: 'None',
  phone_number: null,
  bio: 'Migraine since 2019',
  chat_answer_language: 'Serbian',
  profile_photo_url: null,
  clinic_id: null,
  has_doctor: false,
  interface_language: 'en',
};

describe('profile form values', () => {
  it('shows the legacy None and null as empty fields', () => {
    expect(profileToForm(profile)).toEqual({
      name: 'Petra',
      surname: '',
      phone_number: '',
      bio: 'Migraine since 2019',
      chat_answer_language: 'Serbian',
    });
  });

  it('leaves the chat language out when it was not changed, so the server keeps it', () => {
    const update = formToProfileUpdate({ ...profileToForm(profile), name: 'Petra M.' }, profile);
    expect(update).toEqual({ name: 'Petra M.', surname: '', phone_number: '', bio: 'Migraine since 2019' });
    expect('chat_answer_language' in update).toBe(false);
  });

  it('sends a newly chosen chat language', () => {
    expect(formToProfileUpdate({ ...profileToForm(profile), chat_answer_language: 'Greek' }, profile).chat_answer_language).toBe('Greek');
  });

  it('keeps a stored language the picker does not offer unless another is chosen', () => {
    const legacy = { ...profile, chat_answer_language: 'Klingon' };
    expect(profileToForm(legacy).chat_answer_language).toBeNull();
    expect('chat_answer_language' in formToProfileUpdate(profileToForm(legacy), legacy)).toBe(false);
  });
});

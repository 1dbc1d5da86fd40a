import { describe, expect, it } from 'vitest';
import { NewMemberFormSchema, emptyNewMemberForm, formToNewMember } from './new-member-form-values';

const filled = { ...emptyNewMemberForm(), email: ' nina@example.test ', username: 'nina', password: 'secret', doctor_id: 'd1' };

describe('new member form', () => {
  it('names the required fields in the words of the specification', () => {
    const result = NewMemberFormSchema.safeParse(emptyNewMemberForm());
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining(['Email is a required field', 'Username is a required field', 'Password is a required field']));
  });

  it('sends the doctor and plan for a patient only', () => {
    expect(formToNewMember(filled, 'patient')).toMatchObject({ email: 'nina@example.test', doctor_id: 'd1', plan: 'Premium' });
    const doctor = formToNewMember(filled, 'doctor');
    expect('doctor_id' in doctor || 'plan' in doctor).toBe(false);
  });
});

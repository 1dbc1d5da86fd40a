import { describe, expect, it } from 'vitest';
import { getNavItems, type NavContext } from './nav-items';

const patient: NavContext = {
  isAuthenticated: true,
  role: 'USER',
  plan: 'Premium',
  agentId: 1,
  contactEmail: 'clinic@example.test',
};
const labels = (context: NavContext) => getNavItems(context).map((item) => item.label);

describe('getNavItems', () => {
  it('offers only Login when signed out', () => {
    expect(labels({ ...patient, isAuthenticated: false })).toEqual(['Login']);
  });

  it('lists the clinic administrator items', () => {
    expect(labels({ ...patient, role: 'CLINIC_ADMIN' })).toEqual(['Clinic', 'Patients', 'Doctors', 'Logout']);
  });

  it('lists the doctor items whatever the agent', () => {
    expect(labels({ ...patient, role: 'DOCTOR' })).toEqual(['Chat', 'Patients', 'Profile', 'Choose Agent', 'Logout']);
  });

  it('shows diary and calendar to a premium patient of the migraine agent', () => {
    expect(labels(patient)).toEqual([
      'Companion', 'Diary', 'Calendar', 'Profile', 'Join Clinical Trial', 'Choose Agent', 'Logout',
    ]);
    expect(getNavItems(patient).find((item) => item.label === 'Diary')?.kind).toBe('link');
  });

  it('hides diary and calendar with the dementia agent or no agent', () => {
    expect(labels({ ...patient, agentId: 2 })).not.toContain('Diary');
    expect(labels({ ...patient, agentId: null })).not.toContain('Calendar');
  });

  it.each(['Free', 'Basic', null])('locks diary and calendar for plan %s with the contact tooltip', (plan) => {
    const locked = getNavItems({ ...patient, plan }).filter((item) => item.kind === 'locked' && item.isPlanLock);
    expect(locked.map((item) => item.label)).toEqual(['Diary', 'Calendar']);
    expect(locked.every((item) => item.kind === 'locked' && item.tooltip === 'Contact clinic@example.test')).toBe(true);
  });
});

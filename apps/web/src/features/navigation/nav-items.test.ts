import { describe, expect, it } from 'vitest';
import { getNavItems, navMenuOf, type NavContext, type NavLinkEntry } from './nav-items';

const patient: NavContext = {
  isAuthenticated: true,
  role: 'USER',
  plan: 'Premium',
  agentId: 1,
  contactEmail: 'clinic@example.test',
};

// The app's screen registry (app/screens.ts) gives the real entries; app/screens.test.ts checks
// the menus they make. These are listed out of order on purpose.
const LINKS: NavLinkEntry[] = [
  { menu: 'patient', place: 6, label: 'Choose Agent', icon: 'choose-agent', to: '/home' },
  { menu: 'patient', place: 3, label: 'Calendar', icon: 'calendar', to: '/diary-history', isDiaryPart: true },
  { menu: 'patient', place: 1, label: 'Companion', icon: 'companion', to: '/ai' },
  { menu: 'patient', place: 2, label: 'Diary', icon: 'diary', to: '/diary', isDiaryPart: true },
  { menu: 'patient', place: 4, label: 'Profile', icon: 'profile', to: '/profile' },
  { menu: 'doctor', place: 1, label: 'Chat', icon: 'chat', to: '/ai' },
  { menu: 'signed-out', place: 1, label: 'Login', icon: 'login', to: '/login' },
];
const labels = (context: NavContext) => getNavItems(context, LINKS).map((item) => item.label);

describe('getNavItems', () => {
  it('picks the menu of the visitor: signed out, or by role (anyone else is a patient)', () => {
    expect(navMenuOf({ isAuthenticated: false, role: 'DOCTOR' })).toBe('signed-out');
    expect(navMenuOf({ isAuthenticated: true, role: 'CLINIC_ADMIN' })).toBe('clinic-admin');
    expect(navMenuOf({ isAuthenticated: true, role: 'DOCTOR' })).toBe('doctor');
    expect(navMenuOf({ isAuthenticated: true, role: 'USER' })).toBe('patient');
    expect(navMenuOf({ isAuthenticated: true, role: null })).toBe('patient');
  });

  it('offers only the signed-out entries, without Logout, when signed out', () => {
    expect(labels({ ...patient, isAuthenticated: false })).toEqual(['Login']);
  });

  it('orders the entries of a menu by place, with the locked trial at 5 and Logout last', () => {
    expect(labels(patient)).toEqual(['Companion', 'Diary', 'Calendar', 'Profile', 'Join Clinical Trial', 'Choose Agent', 'Logout']);
    expect(labels({ ...patient, role: 'DOCTOR' })).toEqual(['Chat', 'Logout']);
    expect(getNavItems(patient, LINKS).find((item) => item.label === 'Join Clinical Trial')).toEqual({
      kind: 'locked',
      label: 'Join Clinical Trial',
      tooltip: 'Coming soon',
      icon: 'clinical-trial',
      isPlanLock: false,
    });
  });

  it('links diary and calendar for a premium patient of the migraine agent', () => {
    expect(getNavItems(patient, LINKS).find((item) => item.label === 'Diary')).toEqual({ kind: 'link', label: 'Diary', to: '/diary', icon: 'diary' });
  });

  it('hides diary and calendar with the dementia agent or no agent', () => {
    expect(labels({ ...patient, agentId: 2 })).not.toContain('Diary');
    expect(labels({ ...patient, agentId: null })).not.toContain('Calendar');
    expect(labels({ ...patient, agentId: 2 })).toContain('Profile');
  });

  it.each(['Free', 'Basic', null])('locks diary and calendar for plan %s with the contact tooltip', (plan) => {
    const locked = getNavItems({ ...patient, plan }, LINKS).filter((item) => item.kind === 'locked' && item.isPlanLock);
    expect(locked.map((item) => item.label)).toEqual(['Diary', 'Calendar']);
    expect(locked.every((item) => item.kind === 'locked' && item.tooltip === 'Contact clinic@example.test')).toBe(true);
  });
});

import { MIGRAINE_AGENT_ID, type AgentId } from '@cephalo/shared/agents';
import { isDiaryLockedPlan } from '@cephalo/shared/plans';

export type NavIconName =
  | 'clinic' | 'patients' | 'doctors' | 'chat' | 'companion' | 'diary' | 'calendar'
  | 'profile' | 'clinical-trial' | 'choose-agent' | 'logout' | 'login';

/** One entry of the side navigation: a link, a locked entry with a tooltip, or the logout action. */
export type NavItem =
  | { kind: 'link'; label: string; to: string; icon: NavIconName }
  | { kind: 'locked'; label: string; tooltip: string; icon: NavIconName; isPlanLock: boolean }
  | { kind: 'logout'; label: 'Logout'; icon: 'logout' };

export interface NavContext {
  isAuthenticated: boolean;
  role: string | null;
  plan: string | null;
  agentId: AgentId | null;
  /** Who unlocks the diary: the clinic's address, or the support address. */
  contactEmail: string;
}

const logout: NavItem = { kind: 'logout', label: 'Logout', icon: 'logout' };

const patientDiaryItems = ({ plan, agentId, contactEmail }: NavContext): NavItem[] => {
  // Diary and calendar belong to the migraine agent only (spec section 2).
  if (agentId !== MIGRAINE_AGENT_ID) return [];
  if (isDiaryLockedPlan(plan)) {
    const tooltip = `Contact ${contactEmail}`;
    return [
      { kind: 'locked', label: 'Diary', tooltip, icon: 'diary', isPlanLock: true },
      { kind: 'locked', label: 'Calendar', tooltip, icon: 'calendar', isPlanLock: true },
    ];
  }
  return [
    { kind: 'link', label: 'Diary', to: '/diary', icon: 'diary' },
    { kind: 'link', label: 'Calendar', to: '/diary-history', icon: 'calendar' },
  ];
};

/** The side navigation per role, exactly as the specification lists it (section 2). */
export const getNavItems = (context: NavContext): NavItem[] => {
  if (!context.isAuthenticated) return [{ kind: 'link', label: 'Login', to: '/login', icon: 'login' }];
  if (context.role === 'CLINIC_ADMIN') {
    return [
      { kind: 'link', label: 'Clinic', to: '/clinic', icon: 'clinic' },
      { kind: 'link', label: 'Patients', to: '/clinic-patients', icon: 'patients' },
      { kind: 'link', label: 'Doctors', to: '/clinic-doctors', icon: 'doctors' },
      logout,
    ];
  }
  if (context.role === 'DOCTOR') {
    return [
      { kind: 'link', label: 'Chat', to: '/ai', icon: 'chat' },
      { kind: 'link', label: 'Patients', to: '/patients', icon: 'patients' },
      { kind: 'link', label: 'Profile', to: '/doctors', icon: 'profile' },
      { kind: 'link', label: 'Choose Agent', to: '/home', icon: 'choose-agent' },
      logout,
    ];
  }
  // Anyone who is neither doctor nor clinic administrator is a patient (spec section 1).
  return [
    { kind: 'link', label: 'Companion', to: '/ai', icon: 'companion' },
    ...patientDiaryItems(context),
    { kind: 'link', label: 'Profile', to: '/profile', icon: 'profile' },
    { kind: 'locked', label: 'Join Clinical Trial', tooltip: 'Coming soon', icon: 'clinical-trial', isPlanLock: false },
    { kind: 'link', label: 'Choose Agent', to: '/home', icon: 'choose-agent' },
    logout,
  ];
};

import { MIGRAINE_AGENT_ID, type AgentId } from '@cephalo/shared/agents';
import { isDiaryLockedPlan } from '@cephalo/shared/plans';

export type NavIconName =
  'clinic' | 'patients' | 'doctors' | 'chat' | 'companion' | 'diary' | 'calendar' | 'profile' | 'clinical-trial' | 'choose-agent' | 'logout' | 'login';

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

/** The menus of the side navigation: one per role, and one for a visitor who is not signed in. */
export type NavMenu = 'signed-out' | 'patient' | 'doctor' | 'clinic-admin';

/** A screen's entry in one menu (the app's screen registry, app/screens.ts, lists them): 1 is the top. */
export interface NavPlace {
  menu: NavMenu;
  place: number;
  label: string;
  icon: NavIconName;
  /** Part of the diary: shown with the migraine agent only, and locked on a plan without the diary. */
  isDiaryPart?: true;
}

export type NavLinkEntry = NavPlace & { to: string };

const logout: NavItem = { kind: 'logout', label: 'Logout', icon: 'logout' };

/** Not a screen yet: shown to patients, locked (spec section 2). */
const CLINICAL_TRIAL: NavPlace = { menu: 'patient', place: 5, label: 'Join Clinical Trial', icon: 'clinical-trial' };

/** Anyone who is neither doctor nor clinic administrator is a patient (spec section 1). */
export const navMenuOf = ({ isAuthenticated, role }: Pick<NavContext, 'isAuthenticated' | 'role'>): NavMenu => {
  if (!isAuthenticated) return 'signed-out';
  if (role === 'CLINIC_ADMIN') return 'clinic-admin';
  return role === 'DOCTOR' ? 'doctor' : 'patient';
};

const toNavItem = (entry: NavPlace | NavLinkEntry, { plan, agentId, contactEmail }: NavContext): NavItem | null => {
  const { label, icon } = entry;
  if (!('to' in entry)) return { kind: 'locked', label, tooltip: 'Coming soon', icon, isPlanLock: false };
  if (entry.isDiaryPart) {
    // Diary and calendar belong to the migraine agent only (spec section 2).
    if (agentId !== MIGRAINE_AGENT_ID) return null;
    if (isDiaryLockedPlan(plan)) return { kind: 'locked', label, tooltip: `Contact ${contactEmail}`, icon, isPlanLock: true };
  }
  return { kind: 'link', label, to: entry.to, icon };
};

/**
 * The side navigation of the visitor's menu, exactly as the specification lists it (section 2):
 * the screens' entries (`links`, from the app's screen registry) in their places, then Logout.
 */
export const getNavItems = (context: NavContext, links: readonly NavLinkEntry[]): NavItem[] => {
  const menu = navMenuOf(context);
  const entries = [...links, CLINICAL_TRIAL].filter((entry) => entry.menu === menu).sort((a, b) => a.place - b.place);
  const items = entries.flatMap((entry) => toNavItem(entry, context) ?? []);
  return menu === 'signed-out' ? items : [...items, logout];
};

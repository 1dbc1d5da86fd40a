import {
  IconBuildingHospital,
  IconCalendarMonth,
  IconFlask,
  IconLogin,
  IconLogout,
  IconMessageCircle,
  IconMessages,
  IconNotebook,
  IconStethoscope,
  IconSwitchHorizontal,
  IconUser,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { NavIconName } from '../nav-items';

const ICONS: Record<NavIconName, Icon> = {
  clinic: IconBuildingHospital,
  patients: IconUsers,
  doctors: IconStethoscope,
  chat: IconMessages,
  companion: IconMessageCircle,
  diary: IconNotebook,
  calendar: IconCalendarMonth,
  profile: IconUser,
  'clinical-trial': IconFlask,
  'choose-agent': IconSwitchHorizontal,
  logout: IconLogout,
  login: IconLogin,
};

export function NavIcon({ name }: { name: NavIconName }) {
  const NavIconGlyph = ICONS[name];
  return <NavIconGlyph size={20} stroke={1.7} aria-hidden />;
}

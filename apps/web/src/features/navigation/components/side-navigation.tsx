import { NavLink, type TooltipProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { memo, useId, type ReactNode } from 'react';
import { NavLink as RouterNavLink } from 'react-router';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import type { NavItem } from '../nav-items';
import { NavIcon } from './nav-icon';
import classes from './side-navigation.module.css';
import { useSourceText } from '../../../i18n/field-message';
import { useT } from '../../../i18n/use-t';

interface SideNavigationProps {
  items: NavItem[];
  /** Called after any entry is used, so the phone drawer can close. */
  onNavigate: () => void;
  onLogout: () => void;
  /** The weather pill (spec section 1), above the entries; the layout passes it in. */
  weather?: ReactNode;
}

/**
 * Beside the entry where there is room (the side navigation of a wide screen); in the phone's
 * drawer, which fills the width, below or above it, within the screen.
 */
const BESIDE_OR_BELOW: TooltipProps['middlewares'] = { flip: { fallbackPlacements: ['bottom-end', 'top-end'] }, shift: { padding: 8 } };

/**
 * A disabled entry that stays focusable (aria-disabled, not disabled) so keyboard users reach the
 * tooltip; the hidden description gives screen readers the same sentence without hovering. A tap
 * shows it too (issue 34): a phone has no hover, and a locked item that does nothing when tapped
 * must say why ("Contact {email}", "Coming soon"); it stays until the next tap elsewhere.
 */
function LockedNavigationItem({ item }: { item: Extract<NavItem, { kind: 'locked' }> }) {
  const descriptionId = useId();
  const sourceText = useSourceText();
  const t = useT();
  // "Contact {email}" and "Coming soon" (nav-items.ts) in the interface language.
  const tooltip = item.isPlanLock ? t('nav.contact', { email: item.tooltip.replace(/^Contact /, '') }) : t('nav.comingSoon');
  return (
    <>
      <DeferredTooltip label={tooltip} position="right" middlewares={BESIDE_OR_BELOW} opensOnTap>
        <NavLink
          component="button"
          type="button"
          aria-disabled="true"
          aria-describedby={descriptionId}
          label={sourceText('nav', item.label)}
          leftSection={<NavIcon name={item.icon} />}
          rightSection={item.isPlanLock ? <IconLock size={16} aria-hidden /> : undefined}
          className={`${classes.item} ${classes.locked}`}
          onClick={(event) => event.preventDefault()}
        />
      </DeferredTooltip>
      <span id={descriptionId} hidden>
        {tooltip}
      </span>
    </>
  );
}

type SideNavigationItemProps = { item: NavItem } & Omit<SideNavigationProps, 'items' | 'weather'>;

// Entries are plain data, rebuilt whenever the navigation's inputs change: the same entry with the
// same handlers draws nothing again (a router link and a Mantine NavLink are not cheap on a phone).
const isSameEntry = (before: SideNavigationItemProps, after: SideNavigationItemProps) =>
  before.onNavigate === after.onNavigate && before.onLogout === after.onLogout && JSON.stringify(before.item) === JSON.stringify(after.item);

const SideNavigationItem = memo(function SideNavigationItem({ item, onNavigate, onLogout }: SideNavigationItemProps) {
  const sourceText = useSourceText();
  switch (item.kind) {
    case 'link':
      return (
        <NavLink
          component={RouterNavLink}
          to={item.to}
          label={sourceText('nav', item.label)}
          leftSection={<NavIcon name={item.icon} />}
          className={classes.item}
          onClick={onNavigate}
        />
      );
    case 'locked':
      return <LockedNavigationItem item={item} />;
    case 'logout':
      return (
        <NavLink
          component="button"
          type="button"
          label={sourceText('nav', item.label)}
          leftSection={<NavIcon name={item.icon} />}
          className={classes.item}
          onClick={() => {
            onNavigate();
            onLogout();
          }}
        />
      );
  }
}, isSameEntry);

export function SideNavigation({ items, onNavigate, onLogout, weather }: SideNavigationProps) {
  const t = useT();
  return (
    <>
      {weather && <div className={classes.weather}>{weather}</div>}
      <nav aria-label={t('nav.main')}>
        <ul className={classes.list}>
          {items.map((item) => (
            <li key={item.label}>
              <SideNavigationItem item={item} onNavigate={onNavigate} onLogout={onLogout} />
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

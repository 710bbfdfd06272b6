import { Menu, MenuButton, MenuItem } from '@aws-amplify/ui-react';
import { useNavigate } from 'react-router';
import { useLogout } from '@/lib/session';
import { ACCOUNT_MENU, MenuIcon, type UserMenuProps } from './user-menu';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/menu.css';

/**
 * The signed-in user's menu itself (Amplify UI's Menu, on Radix's dropdown): loaded by UserMenu
 * (./user-menu.tsx) when the member first reaches for its button, and shown open, as the button
 * asked. The account entries, then Cerrar Sesión (which always ends at /, see useLogout).
 */
export default function UserMenuDropdown({
  name,
  initials,
  label,
  heading,
  items = ACCOUNT_MENU,
  block = 'user-menu',
  isOpen,
  onOpenChange,
}: UserMenuProps & { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const logout = useLogout();

  return (
    <Menu
      menuAlign="end"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      trigger={
        <MenuButton className={`${block}__button`} aria-label={label}>
          <span className={`${block}__avatar`} aria-hidden="true">
            {initials}
          </span>
          <span className={`${block}__name`}>{name}</span>
          <MenuIcon />
        </MenuButton>
      }
    >
      {heading ? (
        <div className={`${block}__label`} role="presentation">
          {heading}
        </div>
      ) : null}
      {items.map((item) => (
        <MenuItem key={item.label} onClick={() => void navigate(item.to)}>
          {item.label}
        </MenuItem>
      ))}
      <MenuItem
        className={`${block}__logout`}
        onClick={() => logout.mutate()}
        isDisabled={logout.isPending}
      >
        Cerrar Sesión
      </MenuItem>
    </Menu>
  );
}

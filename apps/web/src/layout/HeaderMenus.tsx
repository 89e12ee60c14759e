import { storefrontPaths } from '@farm/contract/routes';
/**
 * The header's dropdown menus and the small screens' side menu, built on Radix. This module (and Radix with it) is
 * loaded only when the visitor first points at, focuses or presses one of their triggers (Header.tsx), so the first
 * screen of every page does without it.
 */
import * as Dialog from '@radix-ui/react-dialog';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { inLanguage } from '@farm/contract/languages';
import { LanguageSwitch } from './LanguageSwitch';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../shared/api/errors';
import { useCategoryNames } from '../shared/api/categoryNames';
import { currentLanguage } from '../shared/i18n/language';
import { useAppSelector } from '../shared/store/hooks';
import { useLogout } from '../shared/session/useLogout';
import styles from './Header.module.css';
import { BurgerIcon, Chevron, type MenuKind, type Opening } from './headerParts';
import { FARM_LINKS } from './navigation';

/** The categories as the menus list them, with section 2's Loading... and red error states. */
function useCategoryLinks() {
  const { categories, isLoading, error } = useCategoryNames();
  const { t } = useLingui();
  const language = currentLanguage();
  return {
    links: (categories ?? []).map((category) => {
      const name = inLanguage(language, category.name, category.name_mal);
      return { label: name, to: storefrontPaths.category(category.id), state: { categoryName: name } };
    }),
    isLoading,
    error: error ? errorMessage(error, t`Failed to load categories`) : null,
  };
}

/**
 * A ref for the Radix trigger that focuses it once, when it first mounts, if the plain trigger it replaces had the
 * focus (the swap must not drop a keyboard user's place).
 */
function useFocusOnMount(focus: boolean) {
  const ref = useRef<HTMLButtonElement | null>(null);
  const first = useRef(focus);
  useEffect(() => {
    if (first.current) ref.current?.focus();
  }, []);
  return ref;
}

function FarmItems() {
  const { i18n } = useI18n();
  return FARM_LINKS.map((link) => (
    <Menu.Item key={link.to} asChild>
      <Link to={link.to} className={styles.menuItem}>
        {i18n._(link.label)}
      </Link>
    </Menu.Item>
  ));
}

function CategoriesItems() {
  const { links, isLoading, error } = useCategoryLinks();
  if (isLoading)
    return (
      <div className={styles.menuNote}>
        <Trans>Loading...</Trans>
      </div>
    );
  if (error) return <div className={styles.menuError}>{error}</div>;
  return (
    <>
      {links.map((link) => (
        <Menu.Item key={link.to} asChild>
          <Link to={link.to} state={link.state} className={styles.menuItem}>
            {link.label}
          </Link>
        </Menu.Item>
      ))}
      <Menu.Separator className={styles.menuSeparator} />
      <Menu.Item asChild>
        <Link to="/productsbycategory" className={styles.menuItem}>
          <Trans>All products</Trans>
        </Link>
      </Menu.Item>
    </>
  );
}

function AccountItems() {
  const logout = useLogout();
  return (
    <>
      <Menu.Item asChild>
        <Link to="/myaccount" className={styles.menuItem}>
          <Trans>My Profile</Trans>
        </Link>
      </Menu.Item>
      <Menu.Item className={styles.menuItem} onSelect={() => void logout()}>
        <Trans>Logout</Trans>
      </Menu.Item>
    </>
  );
}

const ITEMS: Record<MenuKind, () => ReactNode> = {
  farm: FarmItems,
  categories: CategoriesItems,
  account: AccountItems,
};

/**
 * One dropdown of the top bar. `opening` says the visitor already asked for it (it then starts open, and a keyboard
 * request puts the focus on the first item, as Radix does itself once loaded); `focusTrigger` that its light
 * trigger had the focus.
 */
export function DropMenu({
  label,
  kind,
  opening,
  focusTrigger,
}: {
  label: string;
  kind: MenuKind;
  opening: Opening | undefined;
  focusTrigger: boolean;
}) {
  const triggerRef = useFocusOnMount(focusTrigger);
  // Only the opening that waited for this code is special; later ones are Radix's own.
  const firstOpening = useRef(opening);
  const Items = ITEMS[kind];
  return (
    <Menu.Root modal={false} defaultOpen={opening !== undefined}>
      <Menu.Trigger ref={triggerRef} className={styles.menuTrigger}>
        {label} <Chevron />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          className={styles.menuContent}
          sideOffset={8}
          align="start"
          // Radix focuses the content when it opens; after a keyboard request that came before this code did, the
          // first item takes the focus instead, as Radix itself does for keyboard users.
          onFocus={(event) => {
            if (event.target !== event.currentTarget) return;
            const how = firstOpening.current;
            firstOpening.current = undefined;
            if (how === 'keyboard') {
              event.currentTarget
                .querySelector<HTMLElement>('[role="menuitem"]')
                ?.focus({ preventScroll: true });
            }
          }}
        >
          <Items />
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

/** On small screens: a side menu with the farm activities and the categories. */
export function SideMenu({ initialOpen, focusTrigger }: { initialOpen: boolean; focusTrigger: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(initialOpen);
  const triggerRef = useFocusOnMount(focusTrigger);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger ref={triggerRef} className={styles.burger} aria-label={t`Open menu`}>
        <BurgerIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.drawerHead}>
            <Dialog.Title className={styles.drawerTitle}>
              <Trans>Menu</Trans>
            </Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t`Close menu`}>
              ×
            </Dialog.Close>
          </div>
          <SideMenuLinks close={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The drawer's links; mounted only while it is open, so the categories are asked for only then. */
function SideMenuLinks({ close }: { close: () => void }) {
  const { links, isLoading, error } = useCategoryLinks();
  const token = useAppSelector((state) => state.auth.token);
  const logout = useLogout();
  const { t } = useLingui();
  const { i18n } = useI18n();
  return (
    <nav aria-label={t`Side menu`}>
      <Link to="/" onClick={close} className={styles.drawerLink}>
        <Trans>Home</Trans>
      </Link>
      <h3 className={styles.drawerGroup}>
        <Trans>Farm Activities</Trans>
      </h3>
      {FARM_LINKS.map((link) => (
        <Link key={link.to} to={link.to} onClick={close} className={styles.drawerLink}>
          {i18n._(link.label)}
        </Link>
      ))}
      <h3 className={styles.drawerGroup}>
        <Trans>Product Categories</Trans>
      </h3>
      {isLoading ? (
        <p className={styles.menuNote}>
          <Trans>Loading...</Trans>
        </p>
      ) : null}
      {error ? <p className={styles.menuError}>{error}</p> : null}
      {links.map((link) => (
        <Link key={link.to} to={link.to} state={link.state} onClick={close} className={styles.drawerLink}>
          {link.label}
        </Link>
      ))}
      <h3 className={styles.drawerGroup}>
        <Trans>Account</Trans>
      </h3>
      {token ? (
        <>
          <Link to="/myaccount" onClick={close} className={styles.drawerLink}>
            <Trans>My Profile</Trans>
          </Link>
          <button
            type="button"
            className={styles.drawerLink}
            onClick={() => {
              close();
              void logout();
            }}
          >
            <Trans>Logout</Trans>
          </button>
        </>
      ) : (
        <Link to="/login" onClick={close} className={styles.drawerLink}>
          <Trans>Login</Trans>
        </Link>
      )}
      <h3 className={styles.drawerGroup}>
        <Trans>Language</Trans>
      </h3>
      <LanguageSwitch className={styles.drawerLink} />
    </nav>
  );
}

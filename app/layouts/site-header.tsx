// The site's top bar and main menu (customer-side §2.6): logo, menu links, article search, support phone,
// login widget or user menu, and the 'urgent bailiff' button. On small screens the menu moves into a
// drawer; the drawer and the user menu are <details> elements, so they open without JavaScript.
import { Form, NavLink } from "@remix-run/react";
import common from "~/locales/fr/common.json";
import { translator } from "~/i18n/translator";
import { ArticleSearchLink } from "~/features/content/article-search-link";
import { formatDisplayName } from "~/features/account/display-name";
import { settingsMenuFor } from "~/features/account/settings-menu";
import type { SessionUser } from "~/features/account/session-user";
import { paths } from "~/features/site/paths";
import { Container } from "~/ui/container";
import { Logo } from "~/ui/logo";
import * as styles from "./site-header.css";

const t = translator(common);

export interface SiteHeaderProps {
  user: SessionUser | null;
  /** Where the user menu's « Espace professionnel » leads (the root loader's), or null when not theirs. */
  workspaceHref?: string | null;
  supportPhone: string;
  /** Booking mode hides the guest's login button (the flow has its own account step). */
  bookingMode?: boolean;
  transparent?: boolean;
}

const menuEntries = [
  { to: "/blog", labelKey: "menu.blog" },
  { to: "/guides", labelKey: "menu.legalAdvice" },
  { to: "/constat-huissier", labelKey: "menu.bailiff" },
  { to: "/entreprise", labelKey: "menu.business" },
] as const;

export const URGENT_BAILIFF_PATH = "/prestation/adresse/";

export function SiteHeader({
  user,
  workspaceHref = null,
  supportPhone,
  bookingMode = false,
  transparent = false,
}: SiteHeaderProps) {
  const menuItems = menuEntries.map((entry) => (
    <li key={entry.to}>
      <NavLink to={entry.to} className={styles.menuLink} prefetch="intent">
        {t(entry.labelKey)}
      </NavLink>
    </li>
  ));
  // The article search: a link to /recherche, which JavaScript turns into the search dialog.
  const searchItem = (
    <li>
      <ArticleSearchLink className={styles.menuLink}>{t("menu.searchShort")}</ArticleSearchLink>
    </li>
  );

  const phoneHref = `tel:${supportPhone.replace(/[^\d+]/g, "")}`;
  return (
    <header
      className={`${styles.header[transparent ? "transparent" : "solid"]}${bookingMode && !user ? ` ${styles.phoneOnly}` : ""}`}
    >
      <Container className={styles.topBar}>
        <a className={styles.phone} href={phoneHref}>
          {t("menu.supportPhone", { phone: supportPhone })}
        </a>
        {user ? <UserMenu user={user} workspaceHref={workspaceHref} /> : bookingMode ? null : <LoginButton />}
      </Container>
      <Container className={styles.bar}>
        <Logo className={styles.logo} />
        <nav className={styles.desktopNav} aria-label={t("menu.label")}>
          <ul className={styles.menuList}>
            {menuItems}
            {searchItem}
          </ul>
        </nav>
        <a className={`${styles.accentButton} ${styles.urgentButton}`} href={URGENT_BAILIFF_PATH}>
          {t("menu.urgentBailiff")}
        </a>
        <details className={`${styles.disclosure} ${styles.drawer}`}>
          <summary className={`${styles.summary} ${styles.outlineButton}`}>
            <span className={styles.whenClosed}>{t("menu.open")}</span>
            <span className={styles.whenOpen}>{t("menu.close")}</span>
          </summary>
          <nav className={styles.drawerPanel} aria-label={t("menu.drawerLabel")}>
            <ul className={styles.drawerList}>
              {menuItems}
              {searchItem}
              <li>
                <a className={styles.drawerLink} href={phoneHref}>
                  {t("menu.supportPhone", { phone: supportPhone })}
                </a>
              </li>
            </ul>
            <p className={styles.drawerUrgent}>
              <a className={styles.accentButton} href={URGENT_BAILIFF_PATH}>
                {t("menu.urgentBailiff")}
              </a>
            </p>
          </nav>
        </details>
      </Container>
    </header>
  );
}

/** The account icon: an SVG, drawn the same everywhere (an emoji is an empty box on some systems). */
function AccountIcon() {
  return (
    <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function LoginButton() {
  // The login button also abandons a demand in progress (customer-side §2.6): the login route clears
  // the draft when it sees this parameter.
  return (
    <a className={styles.outlineButton} href="/connexion?abandon=1">
      {t("topBar.login")}
    </a>
  );
}

function UserMenu({ user, workspaceHref }: { user: SessionUser; workspaceHref: string | null }) {
  const name = formatDisplayName(user, (salutation) => t(`civility.${salutation}`));
  // The professional workspace, for whoever opens it in the current study (pro-side §2, decision 921). Its
  // label lives in common.json: the header is on every page, and pro.json would weigh on all of them.
  return (
    <>
      <a className={styles.outlineButton} href="/rendez-vous/historique">
        {t("topBar.myDemands")}
      </a>
      <details className={styles.disclosure}>
        <summary className={`${styles.summary} ${styles.outlineButton}`}>
          <AccountIcon />
          {t("topBar.userMenu")}
        </summary>
        <div className={styles.dropdown}>
          <p className={styles.dropdownName}>{name}</p>
          <ul className={styles.dropdownList}>
            {workspaceHref ? (
              <li>
                <a className={styles.dropdownLink} href={workspaceHref}>
                  {t("topBar.proWorkspace")}
                </a>
              </li>
            ) : null}
            {/* Every signed-in person's notifications, readable without JavaScript. */}
            <li>
              <a className={styles.dropdownLink} href={paths.notifications}>
                {t("topBar.notifications")}
              </a>
            </li>
            {settingsMenuFor(user).map((item) => (
              <li key={item.key}>
                <a className={styles.dropdownLink} href={item.href}>
                  {t(item.labelKey)}
                </a>
              </li>
            ))}
            <li>
              <Form method="post" action="/deconnexion">
                <button type="submit" className={styles.dropdownLink}>
                  {t("topBar.logout")}
                </button>
              </Form>
            </li>
          </ul>
        </div>
      </details>
    </>
  );
}

// The error layout: the status code, the catalogue's message and, when the rules allow, the way back.
import common from "~/locales/fr/common.json";
import { translator } from "~/i18n/translator";
import { Container } from "./container";
import * as styles from "./error-page.css";
import { Logo } from "./logo";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";

const t = translator(common);

/** The way back an error page offers: the demand history, the homepage, or none. */
export type HomeLink = "history" | "home" | null;

export interface ErrorPageProps {
  status: number;
  message: string;
  homeLink: HomeLink;
  /** A way to sign in and come back (the 401 page of a visitor who is not signed in). */
  loginHref?: string | null;
}

export function ErrorPage({ status, message, homeLink, loginHref = null }: ErrorPageProps) {
  return (
    <>
      <SkipLink />
      <header className={styles.header}>
        <Container>
          {homeLink ? <Logo className={styles.logo} /> : <span className={styles.logo}>{t("site.name")}</span>}
        </Container>
      </header>
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <div className={styles.card}>
          <p className={styles.status}>
            <span className="visually-hidden">{t("errors.statusLabel", { status })}</span>
            <span aria-hidden="true">{status}</span>
          </p>
          <h1 className={styles.message}>{message}</h1>
          {loginHref ? (
            <a className={styles.homeLink} href={loginHref}>
              {t("errors.signIn")}
            </a>
          ) : null}
          {homeLink === "history" ? (
            <a className={loginHref ? styles.secondaryLink : styles.homeLink} href="/rendez-vous/historique">
              {t("errors.backToDemands")}
            </a>
          ) : homeLink === "home" ? (
            <a className={loginHref ? styles.secondaryLink : styles.homeLink} href="/">
              {t("errors.backHome")}
            </a>
          ) : null}
        </div>
      </main>
    </>
  );
}

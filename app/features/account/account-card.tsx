// The frame of the account pages: a narrow card for sign-in and registration forms, a wider column for
// the profile, the settings and the history.
import type { ReactNode } from "react";
import { Container } from "~/ui/container";
import { Notice as PageNotice } from "~/ui/notice";
import * as styles from "./account-card.css";

export function AccountCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Container className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
    </Container>
  );
}

export function AccountColumn({ children }: { children: ReactNode }) {
  return (
    <Container className={styles.page}>
      <div className={styles.wide}>{children}</div>
    </Container>
  );
}

/** A confirmation shown in the page itself (it stays readable, unlike a flash alert). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <PageNotice tone="success" className={styles.notice}>
      {children}
    </PageNotice>
  );
}

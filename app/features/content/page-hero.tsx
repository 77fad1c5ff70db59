// The opening band of a content page: breadcrumbs, the page's only <h1>, an introduction and actions.
// `overlay` is for pages whose route handle asks for the transparent menu.
import type { ReactNode } from "react";
import { Container } from "~/ui/container";
import { Breadcrumbs } from "./breadcrumbs";
import type { Crumb } from "./structured-data";
import * as styles from "./page-hero.css";

export interface PageHeroProps {
  title: ReactNode;
  intro?: ReactNode;
  meta?: ReactNode;
  crumbs?: readonly Crumb[];
  overlay?: boolean;
  children?: ReactNode;
}

export function PageHero({ title, intro, meta, crumbs, overlay = false, children }: PageHeroProps) {
  return (
    <div className={overlay ? `${styles.hero} ${styles.overlay}` : styles.hero}>
      <Container>
        {crumbs && crumbs.length > 1 ? <Breadcrumbs crumbs={crumbs} onDark /> : null}
        <h1 className={styles.title}>{title}</h1>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
        {meta ? <p className={styles.meta}>{meta}</p> : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </Container>
    </div>
  );
}

export { lightButton as heroLightButton } from "./page-hero.css";

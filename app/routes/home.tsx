// The homepage.
import type { MetaFunction } from "@remix-run/react";
import home from "~/locales/fr/home.json";
import { translator } from "~/i18n/translator";
import type { RouteHandle } from "~/features/site/route-handle";
import { URGENT_BAILIFF_PATH } from "~/ui/site-header";
import { Container } from "~/ui/container";
import * as styles from "./home.css";

const t = translator(home);

export const handle: RouteHandle = { transparentMenu: true, hydrate: false };

export const meta: MetaFunction = () => [
  { title: "Constat RDV : prenez rendez-vous avec un commissaire de justice" },
  {
    name: "description",
    content:
      "Trouvez un commissaire de justice disponible près de chez vous, choisissez un créneau et réservez un constat sur place ou en visio.",
  },
];

export default function Home() {
  return (
    <>
      <section className={styles.hero}>
        <Container>
          <h1 className={styles.title}>{t("hero.title")}</h1>
          <p className={styles.subtitle}>{t("hero.subtitle")}</p>
          <div className={styles.ctas}>
            <a className={styles.primaryCta} href={URGENT_BAILIFF_PATH}>
              {t("hero.onSite")}
            </a>
            <a className={styles.secondaryCta} href="/consultation/adresse/">
              {t("hero.visio")}
            </a>
          </div>
        </Container>
      </section>
      <Container>
        <section className={styles.steps} aria-labelledby="comment-ca-marche">
          <h2 id="comment-ca-marche">{t("steps.title")}</h2>
          <ol className={styles.stepList}>
            <li>
              <h3>{t("steps.search.title")}</h3>
              <p>{t("steps.search.text")}</p>
            </li>
            <li>
              <h3>{t("steps.slot.title")}</h3>
              <p>{t("steps.slot.text")}</p>
            </li>
            <li>
              <h3>{t("steps.follow.title")}</h3>
              <p>{t("steps.follow.text")}</p>
            </li>
          </ol>
        </section>
      </Container>
    </>
  );
}

// The footer (customer-side §2.6). Its description, social links and city pages come from the content
// service: the default layout loads them and passes them in.
import common from "~/locales/fr/common.json";
import { translator } from "~/i18n/translator";
import { Container } from "./container";
import * as styles from "./site-footer.css";

const t = translator(common);

interface FooterCity {
  city_name: string;
  code_postal: string;
  city_url: string;
}

export interface FooterData {
  description: string;
  social: { name: string; url: string }[];
  cities: FooterCity[];
}

const siteLinks = [
  { href: "/page/mentions-legales", labelKey: "footer.legalNotice" },
  { href: "/blog", labelKey: "footer.blog" },
  { href: "/partenaires", labelKey: "footer.partners" },
  { href: "/faq", labelKey: "footer.faq" },
  { href: "/contact", labelKey: "footer.contact" },
  { href: "/page/cgu", labelKey: "footer.terms" },
  { href: "/page/politique-de-donnees", labelKey: "footer.dataPolicy" },
  // What is kept about people, why and how long (docs/decisions/3012).
  { href: "/donnees-personnelles", labelKey: "footer.personalData" },
] as const;

const PRO_DEMO_URL = "/entreprise";
const JOIN_US_URL = "/page/rejoindre-constat-rdv";

export function SiteFooter({ data }: { data: FooterData | null }) {
  return (
    <footer className={styles.footer} aria-label={t("footer.label")}>
      <Container>
        <div className={styles.grid}>
          <div>
            <p className={styles.heading}>{t("site.name")}</p>
            {data?.description ? <p className={styles.description}>{data.description}</p> : null}
            <ul className={styles.list}>
              <li>
                <a className={styles.link} href={PRO_DEMO_URL}>
                  {t("footer.proDemo")}
                </a>
              </li>
              <li>
                <a className={styles.link} href={JOIN_US_URL}>
                  {t("footer.joinUs")}
                </a>
              </li>
            </ul>
          </div>
          <nav aria-label={t("footer.label")}>
            <ul className={styles.list}>
              {siteLinks.map((item) => (
                <li key={item.href}>
                  <a className={styles.link} href={item.href}>
                    {t(item.labelKey)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {data && data.social.length > 0 ? (
            <div>
              <p className={styles.heading}>{t("footer.social")}</p>
              <ul className={styles.list}>
                {data.social.map((item) => (
                  <li key={item.url}>
                    <a className={styles.link} href={item.url} rel="noopener noreferrer">
                      {item.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        {data && data.cities.length > 0 ? (
          <nav className={styles.citiesBlock} aria-label={t("footer.cities")}>
            <p className={styles.heading}>{t("footer.cities")}</p>
            <ul className={styles.cities}>
              {data.cities.map((city) => (
                <li key={city.city_url}>
                  <a className={styles.link} href={`/commissaire-de-justice-${city.city_url}`}>
                    {t("footer.cityLink", { city: city.city_name })}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className={styles.legal}>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
      </Container>
    </footer>
  );
}

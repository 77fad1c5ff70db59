// A professional as the public pages show them (customer-side §2.5): name with the right salutation,
// role, seniority, the drone option, the study and the badges, each badge named and explained in text.
import content from "~/locales/fr/content.json";
import common from "~/locales/fr/common.json";
import { translator } from "~/i18n/translator";
import { formatDisplayName } from "~/features/account/display-name";
import { tPlural } from "./plural";
import * as styles from "./professional-card.css";

const t = translator(content);
const tc = translator(common);

export interface BadgeText {
  key: string;
  title: string;
  help: string;
}

export interface PublicProfessional {
  id: number;
  firstname: string;
  lastname: string;
  civility: number | null;
  avatar: string | null;
  roleNames: string[];
  isClerk: boolean;
  seniority: number | null;
  dronePilot: boolean;
  badges: BadgeText[];
}

export function professionalName(person: Pick<PublicProfessional, "firstname" | "lastname" | "civility" | "roleNames">): string {
  const named = { firstname: person.firstname, lastname: person.lastname, civility: person.civility, roles: person.roleNames };
  // "Maître Antoine Dupont" reads better than "Maître Dupont" on a public profile.
  const display = formatDisplayName(named, (salutation) => tc(`civility.${salutation}`));
  return person.roleNames.includes("bailiff")
    ? `${tc("civility.bailiff")} ${person.firstname} ${person.lastname}`.trim()
    : display;
}

export function professionalRole(person: Pick<PublicProfessional, "roleNames" | "isClerk">): string {
  if (person.roleNames.includes("bailiff")) return t("study.role.bailiff");
  if (person.roleNames.includes("lawyer")) return t("study.role.lawyer");
  if (person.isClerk || person.roleNames.includes("clerk")) return t("study.role.clerk");
  return t("study.role.other");
}

export function ProfessionalCard({
  person,
  study,
  distanceKm,
  headingLevel = 3,
}: {
  person: PublicProfessional;
  study?: { name: string; href: string } | null;
  distanceKm?: number | null;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const name = professionalName(person);
  const initials = `${person.firstname.charAt(0)}${person.lastname.charAt(0)}`.toUpperCase();
  return (
    <article className={styles.card}>
      {person.avatar ? (
        <img className={styles.avatar} src={person.avatar} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
      )}
      <div>
        <Heading className={styles.name}>{name}</Heading>
        <p className={styles.role}>
          {professionalRole(person)}
          {person.seniority !== null && person.seniority > 0 ? ` · ${tPlural(t, "study.seniority", person.seniority)}` : ""}
        </p>
      </div>
      <div className={styles.details}>
        {study ? (
          <p className={styles.line}>
            <a href={study.href}>{study.name}</a>
            {distanceKm !== null && distanceKm !== undefined
              ? ` · ${t("zone.distance", { km: new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 }).format(distanceKm) })}`
              : ""}
          </p>
        ) : null}
        {person.dronePilot ? <p className={styles.line}>{t("study.drone")}</p> : null}
        {person.badges.length > 0 ? (
          <ul className={styles.badges} aria-label={t("study.badgesOf")}>
            {person.badges.map((badge) => (
              <li key={badge.key} className={styles.badge} title={badge.help || undefined}>
                {badge.title}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

// A card linking to an article, a guide, a business offer or a category: its title is the link (named by
// the title alone), the whole card is clickable.
import type { ReactNode } from "react";
import * as styles from "./content-card.css";

export interface ContentCardProps {
  href: string;
  title: ReactNode;
  summary?: ReactNode;
  eyebrow?: ReactNode;
  meta?: ReactNode;
  /** The heading level inside the page's outline (h2 under the h1, h3 under a section's h2). */
  level?: 2 | 3;
}

export function ContentCard({ href, title, summary, eyebrow, meta, level = 3 }: ContentCardProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article className={styles.card}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading className={styles.title}>
        <a className={styles.titleLink} href={href}>
          {title}
        </a>
      </Heading>
      {summary ? <p className={styles.summary}>{summary}</p> : null}
      {meta ? <p className={styles.meta}>{meta}</p> : null}
    </article>
  );
}

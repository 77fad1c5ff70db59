// The professional workspace's navigation, on the workspace's pages and the study settings' alike: the
// day's work in view, the tools and settings under « Outils et paramètres » (a <details>: it opens without
// JavaScript), so a phone's first screen shows the page's content.
import { NavLink } from "@remix-run/react";
import { groupProNav, type ProNavEntry } from "./pro-nav";
import * as styles from "./pro.css";

export interface WorkspaceNavEntry {
  key: ProNavEntry["key"];
  href: string;
  label: string;
}

export function WorkspaceNav({ entries, label, moreLabel }: { entries: WorkspaceNavEntry[]; label: string; moreLabel: string }) {
  const { daily, more } = groupProNav(entries);
  if (entries.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.navList}>
        {daily.map((entry) => (
          <li key={entry.key}>
            <NavLink className={styles.navLink} to={entry.href} end>
              {entry.label}
            </NavLink>
          </li>
        ))}
        {more.length > 0 ? (
          <li>
            <details className={styles.navMore}>
              <summary className={styles.navMoreSummary}>{moreLabel}</summary>
              <ul className={styles.navMoreList}>
                {more.map((entry) => (
                  <li key={entry.key}>
                    <NavLink className={styles.navMoreLink} to={entry.href} end>
                      {entry.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

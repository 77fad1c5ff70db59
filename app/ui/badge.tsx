// A status badge of the design system (pro-side §4): a coloured label. The colour never carries the
// meaning alone: the label says it.
import type { ReactNode } from "react";
import * as styles from "./badge.css";

export type BadgeTone = keyof typeof styles.badge;

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={styles.badge[tone]}>{children}</span>;
}

/** Several badges as a list, with an accessible name for the group. */
export function BadgeList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

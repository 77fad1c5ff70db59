// The platform's legal-hours warning for a constat dated outside 6 h – 21 h, Sundays or public holidays
// (docs/decisions/1401, 3103), shown where the date is decided: on a meeting, beside a proposed slot, on
// a time being chosen. A plain paragraph a control can point at (aria-describedby), not an alert: a list
// of slots may hold several.
import * as styles from "./planning.css";

export function LegalHoursWarning({ id, className, children }: { id?: string; className?: string; children: string }) {
  return (
    <p id={id} className={className ? `${styles.legalHoursWarning} ${className}` : styles.legalHoursWarning}>
      {children}
    </p>
  );
}

// One series of the barometer as horizontal bars, drawn with CSS: no script, no image. Each bar is a
// list item carrying its label and figure as text, so the chart reads as a list without styles and the
// figures stay readable when zoomed; a table with the same data serves assistive technologies.
import content from "~/locales/fr/content.json";
import { translator } from "~/i18n/translator";
import { barLength, formatFigure, scaleMax } from "./barometer-chart";
import * as styles from "./bar-chart.css";

const t = translator(content);

export interface BarSeries {
  label: string;
  unit: string;
  points: ReadonlyArray<{ label: string; value: number }>;
}

export function BarChart({ series, id }: { series: BarSeries; id: string }) {
  const max = scaleMax(
    series.points.map((point) => point.value),
    series.unit,
  );
  const captionId = `${id}-titre`;
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {series.label}
      </figcaption>
      <p className={styles.scale} aria-hidden="true">
        {t("barometer.scale", { max: formatFigure(max, series.unit) })}
      </p>
      <ul className={styles.rows} aria-hidden="true">
        {series.points.map((point) => (
          <li key={point.label} className={styles.row}>
            <span className={styles.label}>{point.label}</span>
            <span className={styles.track}>
              <span className={styles.bar} style={{ width: `${barLength(point.value, max)}%` }} />
            </span>
            <span className={styles.value}>{formatFigure(point.value, series.unit)}</span>
          </li>
        ))}
      </ul>
      {/* A table ignores a 1 px width: its hidden box is the wrapper, so it never widens the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{t("barometer.tableCaption", { series: series.label })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("barometer.label")}</th>
              <th scope="col">{t("barometer.value")}</th>
            </tr>
          </thead>
          <tbody>
            {series.points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                <td>{formatFigure(point.value, series.unit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

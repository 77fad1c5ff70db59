// A list of radio choices shown as cards (service, report-type group, report type, visio or not):
// native radios inside labels, so the keyboard and screen readers work as with any radio group.
import bookingFrameText from "~/locales/fr/booking-frame.json";
import { translator } from "~/i18n/translator";
import * as styles from "./wizard-frame.css";

const t = translator(bookingFrameText);

interface ChoiceOption {
  value: string;
  label: string;
  description?: string | null;
}

export interface ChoiceListProps {
  legend: string;
  name: string;
  options: readonly ChoiceOption[];
  defaultValue?: string | null;
  errors?: readonly string[] | null;
}

export function ChoiceList({ legend, name, options, defaultValue, errors }: ChoiceListProps) {
  const errorId = `${name}-erreur`;
  const hasErrors = Boolean(errors && errors.length > 0);
  return (
    <fieldset className={styles.choices} aria-describedby={hasErrors ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => {
        const id = `${name}-${option.value}`;
        return (
          <label key={option.value} className={styles.choice} htmlFor={id}>
            <input
              id={id}
              className={styles.radio}
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={defaultValue === option.value}
            />
            <span className={styles.choiceLabel}>{option.label}</span>
            {option.description ? <span className={styles.choiceDescription}>{option.description}</span> : null}
          </label>
        );
      })}
      {hasErrors ? (
        <ul id={errorId} className={styles.errors}>
          {errors!.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      {options.length === 0 ? <p>{t("frame.noChoice")}</p> : null}
    </fieldset>
  );
}

// The slots to choose from, by Paris day (the planning pages, docs/decisions/3101): one radio per slot,
// named after its day and time, a constat's legal-hours warning beside the slots that leave legal hours
// (docs/decisions/3103). Part of a plain POST form; the chosen value ("start|end") comes back checked
// when the form is answered with an error.
import type { SlotDay } from "~/features/slots/slot-days";
import { ErrorList } from "~/ui/field";
import { LegalHoursWarning } from "./legal-hours-warning";
import * as styles from "./planning.css";

export function SlotChoices({
  legend,
  days,
  chosen,
  empty,
  errors,
  name = "slot",
  dayLevel = 3,
}: {
  legend: string;
  days: readonly SlotDay[];
  /** The value posted last, checked again. */
  chosen?: string;
  /** Said when the window holds no slot. */
  empty: string;
  errors?: readonly string[];
  name?: string;
  /** The level of each day's heading under the page's own headings. */
  dayLevel?: 2 | 3;
}) {
  const errorId = `${name}-erreur`;
  const DayHeading = dayLevel === 2 ? "h2" : "h3";
  return (
    <fieldset className={styles.choices} aria-describedby={errors ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {days.length === 0 ? <p>{empty}</p> : null}
      {days.map((day, dayIndex) => (
        <div key={day.date}>
          <DayHeading className={styles.day}>{day.title}</DayHeading>
          {day.slots.map((slot, slotIndex) => {
            const id = `${name}-${dayIndex}-${slotIndex}`;
            return (
              <div key={slot.value} className={styles.choice}>
                <input
                  type="radio"
                  id={id}
                  name={name}
                  value={slot.value}
                  required
                  defaultChecked={chosen === slot.value}
                  aria-describedby={slot.legalHoursWarning ? `${id}-heures` : undefined}
                />
                <label htmlFor={id}>{`${day.title}, ${slot.time}`}</label>
                {slot.legalHoursWarning ? (
                  <LegalHoursWarning id={`${id}-heures`} className={styles.choiceWarning}>
                    {slot.legalHoursWarning}
                  </LegalHoursWarning>
                ) : null}
              </div>
            );
          })}
        </div>
      ))}
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}

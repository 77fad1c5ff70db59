// The agenda without JavaScript (decision 1421): the list (the default), the day and week grids by
// half-hour and the month, each a real table with its caption and headers; the event's actions as form
// posts; the form that adds an unavailability, which the schedule-x range selection reuses; and the form
// that plans a waiting dossier on a range, the no-JavaScript side of that selection (decision 3101).
import { IdempotencyKeyField } from "~/ui/idempotency-key-field";
import { Form } from "@remix-run/react";
import { Fragment } from "react";
import agenda from "~/locales/fr/agenda.json";
import { translator } from "~/i18n/translator";
import { fieldErrors, formErrors, typedValue, type FormResult } from "~/features/forms/form-result";
import { Button } from "~/ui/button";
import { FormErrors, SelectField, TextField } from "~/ui/field";
import { AGENDA_INTENTS } from "./agenda-intents";
import type { AgendaEventView, AgendaPage } from "./agenda-view";
import * as styles from "./agenda.css";

const t = translator(agenda);

/** Where a chip sits in a grid cell: the rows it covers, and its place among the events starting there. */
interface GridPlacement {
  rows: number;
  index: number;
  of: number;
}

function EventChip({
  event,
  withTime = true,
  withTravel = false,
  placement,
}: {
  event: AgendaEventView;
  withTime?: boolean;
  /** The day view's chips say how long the drive to them is; the week's and month's have no room. */
  withTravel?: boolean;
  placement?: GridPlacement;
}) {
  const placed = placement
    ? {
        className: styles.gridEvent,
        style: {
          height: `calc(${placement.rows} * ${styles.rowHeight} - 3px)`,
          insetInlineStart: `calc(${placement.index} * 100% / ${placement.of} + 1px)`,
          width: `calc(100% / ${placement.of} - 2px)`,
        },
      }
    : { className: "", style: {} };
  return (
    <span
      className={`${styles.event} ${event.needsValidation ? styles.striped : ""} ${placed.className}`}
      style={{ borderInlineStartColor: event.color, ...placed.style }}
      data-event-id={event.id}
    >
      {withTime ? (
        <>
          <time dateTime={event.start}>{event.startTime}</time>–<time dateTime={event.end}>{event.endTime}</time>{" "}
        </>
      ) : null}
      {event.demandHref ? <a href={event.demandHref}>{event.title}</a> : event.title}
      {event.needsValidation ? ` (${t("awaiting")})` : null}
      {withTravel && event.travelLabel ? <span className={styles.travel}>{event.travelLabel}</span> : null}
    </span>
  );
}

/**
 * How many half-hour rows an event covers from the row where it starts: up to its end, to the grid's
 * last row when it ends on a later day or after the grid (row times and event times are Paris "HH:mm").
 */
function rowsCovered(times: string[], startRow: number, event: AgendaEventView): number {
  const endsLater = event.endTime <= event.startTime;
  let rows = 1;
  while (startRow + rows < times.length && (endsLater || times[startRow + rows]! < event.endTime)) rows += 1;
  return rows;
}

export function EventActions({ event, action }: { event: AgendaEventView; action: string }) {
  const meetingFields = (
    <>
      <input type="hidden" name="meeting_id" value={event.meetingId ?? ""} />
      <input type="hidden" name="expected_status" value={event.status ?? ""} />
    </>
  );
  return (
    <div className={styles.actions}>
      {/* A constat outside legal hours is warned about, not refused (decision 1401). */}
      {event.legalHoursWarning && (event.canConfirm || event.oneButton.length > 0) ? (
        <p className={styles.legalHoursWarning}>{event.legalHoursWarning}</p>
      ) : null}
      {event.canConfirm ? (
        <Form method="post" action={action} className={styles.inlineForm}>
          {meetingFields}
          <input type="hidden" name="slot_id" value={event.slotId ?? ""} />
          <Button type="submit" name="intent" value={AGENDA_INTENTS.confirm} variant="outline">
            {t("confirmSlot")}
          </Button>
        </Form>
      ) : null}
      {event.oneButton.map((entry) => (
        <Form key={entry.intent} method="post" action={action} className={styles.inlineForm}>
          {meetingFields}
          <Button type="submit" name="intent" value={entry.intent} variant="outline">
            {entry.label}
          </Button>
        </Form>
      ))}
      {event.demandHref ? <a href={event.demandHref}>{t("otherActions")}</a> : null}
      {event.canRemove ? (
        <Form method="post" action={action} className={styles.inlineForm}>
          <input type="hidden" name="exception_id" value={event.exceptionId ?? ""} />
          <Button
            type="submit"
            name="intent"
            value={AGENDA_INTENTS.remove}
            variant="outline"
            aria-label={t("removeFor", { day: event.dayLabel, start: event.startTime, end: event.endTime })}
          >
            {t("remove")}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

/** Between two on-site meetings of a professional's day: the drive to the second, in the event's and the professional's columns. */
function TravelRow({ event }: { event: AgendaEventView }) {
  return (
    <tr className={styles.travelRow} data-travel-to={event.id}>
      <td />
      <td>{event.travelLabel}</td>
      <td>{event.professional}</td>
      <td colSpan={2} />
    </tr>
  );
}

export function AgendaList({ page, action }: { page: AgendaPage; action: string }) {
  const byId = new Map(page.events.map((event) => [event.id, event]));
  const busyDays = page.days.filter((day) => day.events.length > 0);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-agenda="liste">
        <caption>{t("listCaption", { range: page.rangeLabel })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("columns.time")}</th>
            <th scope="col">{t("columns.event")}</th>
            <th scope="col">{t("columns.professional")}</th>
            <th scope="col">{t("columns.status")}</th>
            <th scope="col">{t("columns.actions")}</th>
          </tr>
        </thead>
        {busyDays.length === 0 ? (
          <tbody>
            <tr>
              <td colSpan={5}>{t("empty")}</td>
            </tr>
          </tbody>
        ) : (
          busyDays.map((day) => (
            <tbody key={day.date}>
              <tr>
                <th scope="colgroup" colSpan={5} className={styles.dayHeading} id={`jour-${day.date}`}>
                  {day.label}
                </th>
              </tr>
              {day.events.map((id) => {
                const event = byId.get(id)!;
                return (
                  <Fragment key={id}>
                    {event.travelLabel ? <TravelRow event={event} /> : null}
                    <tr data-event-id={id} data-event-title={event.title}>
                      <th scope="row" className={styles.timeHeading}>
                        <time dateTime={event.start}>{event.startTime}</time>–<time dateTime={event.end}>{event.endTime}</time>
                      </th>
                      <td>
                        <EventChip event={event} withTime={false} />
                      </td>
                      <td>
                        <span className={styles.swatch} style={{ background: event.color }} aria-hidden="true" />
                        {event.professional}
                      </td>
                      <td>{event.statusLabel}</td>
                      <td>
                        <EventActions event={event} action={action} />
                      </td>
                    </tr>
                  </Fragment>
                );
              })}
            </tbody>
          ))
        )}
      </table>
    </div>
  );
}

export function AgendaGrid({ page }: { page: AgendaPage }) {
  const byId = new Map(page.events.map((event) => [event.id, event]));
  const grid = page.grid!;
  const times = grid.rows.map((row) => row.time);
  const caption = t("gridCaption", { range: page.rangeLabel });
  return (
    <>
      {/* The table's caption scrolls with a week wider than a phone: its visible copy stays on screen. */}
      <p className={styles.caption} aria-hidden="true">
        {caption}
      </p>
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${styles.grid}`} data-agenda={page.state.view}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <td className={styles.timeHeading} />
              {grid.days.map((day) => (
                <th key={day.date} scope="col" className={day.isToday ? styles.today : undefined}>
                  <a href={day.href}>{page.state.view === "jour" ? day.label : day.short}</a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row, rowIndex) => (
              <tr key={row.time}>
                <th scope="row" className={styles.timeHeading}>
                  {row.time}
                </th>
                {row.cells.map((ids, index) => (
                  <td key={grid.days[index]!.date}>
                    {ids.map((id, position) => {
                      const event = byId.get(id)!;
                      const rows = rowsCovered(times, rowIndex, event);
                      return (
                        <EventChip
                          key={id}
                          event={event}
                          withTravel={page.state.view === "jour"}
                          placement={{ rows, index: position, of: ids.length }}
                        />
                      );
                    })}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const WEEKDAYS = ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"];

export function AgendaMonth({ page }: { page: AgendaPage }) {
  const byId = new Map(page.events.map((event) => [event.id, event]));
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-agenda="mois">
        <caption>{t("monthCaption", { range: page.rangeLabel })}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.month!.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((cell) => (
                <td key={cell.date} className={`${cell.inMonth ? "" : styles.outside} ${cell.isToday ? styles.today : ""}`}>
                  <a href={cell.href} aria-label={t("dayLink", { day: cell.label })}>
                    {cell.dayNumber}
                  </a>
                  {cell.events.map((id) => (
                    <EventChip key={id} event={byId.get(id)!} />
                  ))}
                  {cell.more > 0 ? (
                    <a href={cell.href} aria-label={t("moreFor", { count: cell.more, day: cell.label })}>
                      {t("more", { count: cell.more })}
                    </a>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface AddFormValues {
  date: string;
  start: string;
  end: string;
}

/** Adds an unavailability (or an extra opening) to a professional's agenda. */
export function AddExceptionForm({
  page,
  action,
  result,
  error,
  values,
  idPrefix = "ajout",
  onCancel,
}: {
  page: AgendaPage;
  action: string;
  result: FormResult;
  error?: string;
  values: AddFormValues;
  idPrefix?: string;
  onCancel?: () => void;
}) {
  const editable = page.canEditOthers
    ? page.professionals
    : page.professionals.filter((person) => person.id === page.defaultProfessionalId);
  const kind = typedValue(result, "kind", "unavailable");
  const hasFieldErrors = Object.keys(result?.error ?? {}).some((field) => field !== "");
  const generalErrors = formErrors(result) ?? (error && !hasFieldErrors ? [error] : undefined);
  return (
    <Form method="post" action={action} className={styles.addForm} aria-label={t("add.title")}>
      <input type="hidden" name="intent" value={AGENDA_INTENTS.add} />
      <IdempotencyKeyField value={page.addKey} />
      <FormErrors errors={generalErrors} />
      <fieldset className={styles.kinds}>
        <legend>{t("add.kind")}</legend>
        <label>
          <input type="radio" name="kind" value="unavailable" defaultChecked={kind !== "available"} /> {t("add.unavailable")}
        </label>
        <label>
          <input type="radio" name="kind" value="available" defaultChecked={kind === "available"} /> {t("add.available")}
        </label>
      </fieldset>
      {editable.length > 1 ? (
        <SelectField
          id={`${idPrefix}-professionnel`}
          label={t("add.professional")}
          name="professional"
          defaultValue={typedValue(result, "professional", String(page.defaultProfessionalId ?? ""))}
          errors={fieldErrors(result, "professional")}
        >
          {editable.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <input type="hidden" name="professional" value={editable[0]?.id ?? page.defaultProfessionalId ?? ""} />
      )}
      <TextField
        id={`${idPrefix}-date`}
        label={t("add.date")}
        type="date"
        name="date"
        required
        defaultValue={typedValue(result, "date", values.date)}
        errors={fieldErrors(result, "date")}
      />
      <TextField
        id={`${idPrefix}-debut`}
        label={t("add.start")}
        type="time"
        name="start"
        step={900}
        min="08:00"
        max="19:00"
        required
        defaultValue={typedValue(result, "start", values.start)}
        errors={fieldErrors(result, "start")}
        description={t("add.hint")}
      />
      <TextField
        id={`${idPrefix}-fin`}
        label={t("add.end")}
        type="time"
        name="end"
        step={900}
        min="08:00"
        max="19:00"
        required
        defaultValue={typedValue(result, "end", values.end)}
        errors={fieldErrors(result, "end")}
      />
      <TextField
        id={`${idPrefix}-motif`}
        label={t("add.reason")}
        name="reason"
        maxLength={200}
        defaultValue={typedValue(result, "reason")}
        errors={fieldErrors(result, "reason")}
      />
      <div className={styles.actions}>
        <Button type="submit">{t("add.submit")}</Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            {t("add.cancel")}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/** A dossier waiting for a slot, a day and a start: a GET the agenda's loader turns into its planning page. */
export function PlanOnRangeForm({ page }: { page: AgendaPage }) {
  return (
    <Form method="get" action={page.path} reloadDocument className={styles.addForm} aria-label={t("plan.title")}>
      <p>{t("plan.intro")}</p>
      {page.state.professionalId ? <input type="hidden" name="professionnel" value={page.state.professionalId} /> : null}
      <SelectField id="planifier-dossier" label={t("plan.demand")} name="planifier">
        {page.toPlan.map((meeting) => (
          <option key={meeting.id} value={meeting.id}>
            {meeting.label}
          </option>
        ))}
      </SelectField>
      <TextField id="planifier-date" label={t("plan.date")} type="date" name="date" required defaultValue={page.state.date} />
      <TextField id="planifier-debut" label={t("plan.start")} type="time" name="heure" step={300} required />
      <div className={styles.actions}>
        <Button type="submit">{t("plan.submit")}</Button>
      </div>
    </Form>
  );
}

// Form fields of the design system: a label for every input, errors tied to it with aria-describedby
// and aria-invalid, and the server's French messages next to the field (ARCHITECTURE.md form rules).
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import * as styles from "./field.css";

export type FieldErrors = readonly string[] | undefined | null;

export function ErrorList({ id, errors }: { id?: string; errors: FieldErrors }) {
  if (!errors || errors.length === 0) return null;
  return (
    <ul id={id} className={styles.errors}>
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

interface FieldShellProps {
  label: ReactNode;
  errors?: FieldErrors;
  description?: ReactNode;
}

function useFieldIds(explicitId: string | undefined) {
  const fallback = useId();
  const id = explicitId ?? fallback;
  return { id, errorId: `${id}-erreur`, descriptionId: `${id}-aide` };
}

function describedBy(hasDescription: boolean, hasErrors: boolean, ids: { errorId: string; descriptionId: string }) {
  const parts = [hasDescription ? ids.descriptionId : null, hasErrors ? ids.errorId : null].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : undefined;
}

/** Label, description and errors around one control; the control receives its id and aria wiring. */
function FieldShell({
  label,
  errors,
  description,
  id: explicitId,
  className,
  children,
}: FieldShellProps & {
  id?: string;
  className?: string;
  children: (control: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const ids = useFieldIds(explicitId);
  const hasErrors = Boolean(errors && errors.length > 0);
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={ids.id}>
        {label}
      </label>
      {description ? (
        <p id={ids.descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {children({
        id: ids.id,
        "aria-invalid": hasErrors || undefined,
        "aria-describedby": describedBy(Boolean(description), hasErrors, ids),
      })}
      <ErrorList id={ids.errorId} errors={errors} />
    </div>
  );
}

export function TextField({
  label,
  errors,
  description,
  id,
  className,
  ...input
}: FieldShellProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell label={label} errors={errors} description={description} id={id} className={className}>
      {(control) => <input className={styles.input} {...control} {...input} />}
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  errors,
  description,
  id,
  ...textarea
}: FieldShellProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell label={label} errors={errors} description={description} id={id}>
      {(control) => <textarea className={styles.input} {...control} {...textarea} />}
    </FieldShell>
  );
}

export function SelectField({
  label,
  errors,
  description,
  id,
  children,
  ...select
}: FieldShellProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell label={label} errors={errors} description={description} id={id}>
      {(control) => (
        <select className={styles.input} {...control} {...select}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}

export function CheckboxField({
  label,
  errors,
  id: explicitId,
  ...input
}: FieldShellProps & InputHTMLAttributes<HTMLInputElement>) {
  const ids = useFieldIds(explicitId);
  const hasErrors = Boolean(errors && errors.length > 0);
  return (
    <div>
      <div className={styles.checkboxRow}>
        <input
          id={ids.id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={hasErrors || undefined}
          aria-describedby={hasErrors ? ids.errorId : undefined}
          {...input}
        />
        <label htmlFor={ids.id}>{label}</label>
      </div>
      <ErrorList id={ids.errorId} errors={errors} />
    </div>
  );
}

/** Errors that belong to the whole form (server failures, flattened registration errors). */
export function FormErrors({ errors }: { errors: FieldErrors }) {
  if (!errors || errors.length === 0) return null;
  return (
    <div className={styles.formError} role="alert">
      <ErrorList errors={errors} />
    </div>
  );
}

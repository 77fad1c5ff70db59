// A password field with a show/hide toggle (customer-side §2.6 login form). The toggle exists only
// once JavaScript runs; without it the field is a plain password input.
import { useEffect, useState, type InputHTMLAttributes } from "react";
import bookingAccountText from "~/locales/fr/booking-account.json";
import { translator } from "~/i18n/translator";
import { ErrorList } from "~/ui/field";
import * as fieldStyles from "~/ui/field.css";
import { buttonClass } from "~/ui/button";

const t = translator(bookingAccountText);

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  id: string;
  label: string;
  description?: string;
  errors?: readonly string[] | null;
}

export function PasswordField({ id, label, description, errors, ...input }: PasswordFieldProps) {
  const [enhanced, setEnhanced] = useState(false);
  const [visible, setVisible] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const hasErrors = Boolean(errors && errors.length > 0);
  const describedBy =
    [description ? `${id}-aide` : null, hasErrors ? `${id}-erreur` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      {description ? (
        <p id={`${id}-aide`} className={fieldStyles.description}>
          {description}
        </p>
      ) : null}
      <input
        id={id}
        type={visible ? "text" : "password"}
        className={fieldStyles.input}
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {enhanced ? (
        <button
          type="button"
          className={buttonClass("link")}
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((current) => !current)}
          style={{ justifySelf: "start" }}
        >
          {visible ? t("account.hidePassword") : t("account.showPassword")}
        </button>
      ) : null}
      <ErrorList id={`${id}-erreur`} errors={errors} />
    </div>
  );
}

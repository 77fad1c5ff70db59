// The fields that identify a customer (customer-side §2.2-§2.6): civility, names, e-mail, phone, the
// passwords and the terms, each with its label, help, id, autocomplete hint, errors tied by
// aria-describedby and the value kept after a failed post. Every form that asks for them renders them
// from here: /enregistrement, /finalisation-enregistrement, /connexion, the e-mailed link, the forgotten
// and reset password, the profile, the booking wizard's account and register steps, booking v2's details
// and login screens.
import type { ComponentProps, ReactNode } from "react";
import { fields as fieldTexts } from "~/locales/fr/account.json";
import { translator } from "~/i18n/translator";
import { CheckboxField, SelectField, TextField } from "~/ui/field";
import { fieldErrors, typedChecked, typedValue, type FormResult } from "~/features/forms/form-result";
import { PasswordField } from "./password-field";

const t = translator({ fields: fieldTexts });

type RegistrationField =
  | "civility"
  | "firstname"
  | "lastname"
  | "email"
  | "phone"
  /** Sent as `password`: signing in, or the profile's check before a change. */
  | "current_password"
  /** A new password, sent as `password` (registration, reset, booking v2's password step). */
  | "password"
  | "password_confirmation"
  /** The profile's change of password, optional. */
  | "new_password"
  | "cgu";

/** A page's own wording or wiring for one field: its help text, a label with a link, event handlers… */
type FieldOverrides = Partial<Omit<ComponentProps<typeof TextField>, "name" | "type">>;

/** What the fields show before anything was sent (an account's current details). */
interface RegistrationValues {
  civility?: string;
  firstname?: string;
  lastname?: string;
  email?: string;
  phone?: string;
  cgu?: boolean;
}

interface FieldSpec extends FieldOverrides {
  label: ReactNode;
  /** The name the form sends, when it is not the field's own. */
  name?: string;
  /** Its id after the page's prefix: "inscription" + "prenom" gives "inscription-prenom". */
  idSuffix: string;
  /** A text input when omitted. */
  control?: "text" | "password" | "checkbox" | "civility";
  type?: "email" | "tel";
}

const SPECS: Record<RegistrationField, FieldSpec> = {
  civility: { idSuffix: "civilite", control: "civility", label: t("fields.civility") },
  firstname: { idSuffix: "prenom", label: t("fields.firstname"), autoComplete: "given-name", required: true },
  lastname: { idSuffix: "nom", label: t("fields.lastname"), autoComplete: "family-name", required: true },
  email: { idSuffix: "email", type: "email", label: t("fields.email"), autoComplete: "email", required: true },
  phone: {
    idSuffix: "telephone",
    type: "tel",
    label: t("fields.phone"),
    description: t("fields.phoneHint"),
    autoComplete: "tel",
    required: true,
  },
  current_password: {
    name: "password",
    idSuffix: "mot-de-passe",
    control: "password",
    label: t("fields.password"),
    autoComplete: "current-password",
    required: true,
  },
  password: {
    idSuffix: "mot-de-passe",
    control: "password",
    label: t("fields.password"),
    description: t("fields.passwordHint"),
    autoComplete: "new-password",
    required: true,
  },
  password_confirmation: {
    idSuffix: "confirmation",
    control: "password",
    label: t("fields.passwordConfirmation"),
    autoComplete: "new-password",
    required: true,
  },
  new_password: {
    idSuffix: "nouveau-mot-de-passe",
    control: "password",
    label: t("fields.newPassword"),
    description: t("fields.newPasswordHint"),
    autoComplete: "new-password",
  },
  cgu: { idSuffix: "cgu", control: "checkbox", label: t("fields.cgu"), required: true },
};

interface FieldOptions {
  result: FormResult;
  values?: RegistrationValues;
  /** "names": ids equal to the names the form sends; a prefix: `${prefix}-prenom`…; omitted: generated ids. */
  ids?: "names" | { prefix: string };
  overrides?: Partial<Record<RegistrationField, FieldOverrides>>;
  /** The e-mail shown read-only and not sent (a signed-in user changes it in the settings). */
  lockedEmail?: { value: string; note: string };
}

export interface RegistrationFieldsProps extends FieldOptions {
  /** The fields in their order; an inner list is laid out side by side in one `rowClassName` block. */
  fields: readonly (RegistrationField | readonly RegistrationField[])[];
  rowClassName?: string;
}

export function RegistrationFields({ fields, rowClassName, ...options }: RegistrationFieldsProps) {
  return (
    <>
      {fields.map((entry) =>
        typeof entry === "string" ? (
          <Field key={entry} field={entry} {...options} />
        ) : (
          <div key={entry.join(" ")} className={rowClassName}>
            {entry.map((field) => (
              <Field key={field} field={field} {...options} />
            ))}
          </div>
        ),
      )}
    </>
  );
}

function Field({ field, result, values, ids, overrides, lockedEmail }: FieldOptions & { field: RegistrationField }) {
  const { name = field, idSuffix, control, type, ...defaults } = SPECS[field];
  const id = ids === "names" ? name : ids ? `${ids.prefix}-${idSuffix}` : undefined;
  const props = { id, errors: fieldErrors(result, name), ...defaults, ...overrides?.[field] };
  switch (control ?? "text") {
    case "text":
      if (field === "email" && lockedEmail) {
        return (
          <TextField id={id} label={props.label} type="email" readOnly value={lockedEmail.value} description={lockedEmail.note} />
        );
      }
      return <TextField type={type} name={name} defaultValue={typedValue(result, name, initialText(values, name))} {...props} />;
    case "password":
      // Never filled in again: the actions leave passwords out of their replies.
      return <PasswordField name={name} {...props} />;
    case "checkbox":
      return <CheckboxField name={name} defaultChecked={typedChecked(result, name, values?.cgu ?? false)} {...props} />;
    case "civility":
      // Sent to the platform as an integer (customer-side §3, §5): 1 for M., 2 for Mme.
      return (
        <SelectField
          id={id}
          label={props.label}
          name={name}
          defaultValue={typedValue(result, name, initialText(values, name))}
          errors={props.errors}
        >
          <option value="">{t("fields.civilityNone")}</option>
          <option value="1">{t("fields.civilityMale")}</option>
          <option value="2">{t("fields.civilityFemale")}</option>
        </SelectField>
      );
  }
}

function initialText(values: RegistrationValues | undefined, name: string): string {
  const value = values?.[name as keyof RegistrationValues];
  return typeof value === "string" ? value : "";
}

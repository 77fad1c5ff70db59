// The profile's forms (customer-side §2.6): identity (e-mail, phone, current and new password; with
// JavaScript the submit stays disabled while a field is wrong), the resend-confirmation prompts (hidden
// once the field is edited), personal information (civility, names, address with suggestions,
// nationality) and the avatar. Every form posts; the server answers with the French errors and keeps
// what was typed.
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useState, type ChangeEvent, type FocusEvent } from "react";
import { profile, profileFields } from "~/locales/fr/account-profile.json";
import { translator } from "~/i18n/translator";
import { withQuery } from "~/features/site/paths";
import { Button } from "~/ui/button";
import { FormErrors, TextField } from "~/ui/field";
import * as card from "./account-card.css";
import { checkField, type CheckedField } from "./field-checks";
import { answerFor, errorOf, fieldErrors, formErrors, typedValue } from "~/features/forms/form-result";
import { RegistrationFields } from "./registration-fields";
import * as styles from "./profile-forms.css";
import type { AddressChoice, ProfileActionData, ProfileView } from "./profile-types";

const t = translator({ profile, profileFields });

/** The resource route answering address suggestions as JSON (JavaScript only). */
const ADDRESS_SUGGESTIONS_PATH = "/utilisateur/adresses";
const ADDRESS_DEBOUNCE_MS = 500;
const ADDRESS_MIN_LENGTH = 3;

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function ProfileForms({ profile, answer }: { profile: ProfileView; answer: ProfileActionData | undefined }) {
  const identity = answerFor(answer, "identity")?.result;
  const [email, setEmail] = useState(() => typedValue(identity, "email", profile.email));
  const [phone, setPhone] = useState(() => typedValue(identity, "phone", profile.phone));
  return (
    <>
      <ResendPrompts
        profile={profile}
        answer={answer}
        emailEdited={email !== profile.email}
        phoneEdited={phone !== profile.phone}
      />
      <IdentityForm profile={profile} answer={answer} email={email} phone={phone} onEmail={setEmail} onPhone={setPhone} />
      <PersonalForm profile={profile} answer={answer} />
      <AvatarForm profile={profile} answer={answer} />
    </>
  );
}

function ResendPrompts({
  profile,
  answer,
  emailEdited,
  phoneEdited,
}: {
  profile: ProfileView;
  answer?: ProfileActionData;
  emailEdited: boolean;
  phoneEdited: boolean;
}) {
  const showMail = !profile.emailVerified && !emailEdited;
  const showSms = !profile.phoneVerified && Boolean(profile.phone) && !phoneEdited;
  if (!showMail && !showSms && !answerFor(answer, "resend")) return null;
  return (
    <Form method="post">
      {answerFor(answer, "resend") ? <FormErrors errors={errorOf(answerFor(answer, "resend"))} /> : null}
      {showMail ? (
        <div className={styles.prompt}>
          <p className={styles.promptText}>{t("profile.emailUnverified")}</p>
          <Button type="submit" variant="outline" name="intent" value="resend-mail">
            {t("profile.resendMail")}
          </Button>
        </div>
      ) : null}
      {showSms ? (
        <div className={styles.prompt}>
          <p className={styles.promptText}>{t("profile.phoneUnverified")}</p>
          <Button type="submit" variant="outline" name="intent" value="resend-sms">
            {t("profile.resendSms")}
          </Button>
        </div>
      ) : null}
    </Form>
  );
}

interface IdentityProps {
  profile: ProfileView;
  answer?: ProfileActionData;
  email: string;
  phone: string;
  onEmail: (value: string) => void;
  onPhone: (value: string) => void;
}

function IdentityForm({ answer, email, phone, onEmail, onPhone }: IdentityProps) {
  const result = answerFor(answer, "identity")?.result;
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const [passwords, setPasswords] = useState({ password: "", new_password: "" });
  const [touched, setTouched] = useState<Partial<Record<CheckedField | "password", boolean>>>({});

  const problems = {
    email: checkField("email", email),
    phone: checkField("phone", phone),
    new_password: checkField("new_password", passwords.new_password),
    password: passwords.new_password && !passwords.password ? t("profile.currentPasswordRequired") : null,
  };
  const invalid = hydrated && Object.values(problems).some(Boolean);
  const errorsOf = (field: keyof typeof problems) => {
    const problem = problems[field];
    return hydrated && touched[field] && problem ? [problem] : fieldErrors(result, field);
  };
  const touch = (field: keyof typeof problems) => setTouched((current) => ({ ...current, [field]: true }));
  // The blur also reads the value: it catches what was typed before the page was hydrated.
  const watched = (field: keyof typeof problems, onValue: (value: string) => void) => ({
    onChange: (event: ChangeEvent<HTMLInputElement>) => onValue(event.currentTarget.value),
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      onValue(event.currentTarget.value);
      touch(field);
    },
    errors: errorsOf(field),
  });

  return (
    <section className={card.section} aria-labelledby="profil-identifiants">
      <h2 id="profil-identifiants" className={card.sectionTitle}>
        {t("profile.identityTitle")}
      </h2>
      <Form method="post" noValidate>
        <FormErrors errors={formErrors(result)} />
        <RegistrationFields
          fields={["email", "phone", "current_password", "new_password"]}
          result={result}
          ids={{ prefix: "profil" }}
          overrides={{
            email: { defaultValue: email, ...watched("email", onEmail) },
            phone: { defaultValue: phone, ...watched("phone", onPhone) },
            current_password: {
              label: t("profileFields.currentPassword"),
              required: false,
              ...watched("password", (value) => setPasswords((current) => ({ ...current, password: value }))),
            },
            new_password: watched("new_password", (value) => setPasswords((current) => ({ ...current, new_password: value }))),
          }}
        />
        <Button
          type="submit"
          variant="secondary"
          name="intent"
          value="identity"
          disabled={invalid || busy}
          aria-describedby={invalid ? "profil-identite-invalide" : undefined}
        >
          {t("profile.identitySubmit")}
        </Button>
        {invalid ? (
          <p id="profil-identite-invalide" className="visually-hidden">
            {t("profile.identityInvalid")}
          </p>
        ) : null}
      </Form>
    </section>
  );
}

function PersonalForm({ profile, answer }: { profile: ProfileView; answer?: ProfileActionData }) {
  const result = answerFor(answer, "personal")?.result;
  const busy = useNavigation().state === "submitting";
  const fetcher = useFetcher<{ suggestions: AddressChoice[] }>();
  const [term, setTerm] = useState("");

  useEffect(() => {
    if (term.trim().length < ADDRESS_MIN_LENGTH) return;
    const timer = window.setTimeout(
      () => fetcher.load(withQuery(ADDRESS_SUGGESTIONS_PATH, { q: term.trim() })),
      ADDRESS_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
    // `fetcher` changes identity as it loads; only the typed text should start a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term]);

  const suggestions = term ? fetcher.data?.suggestions : answerFor(answer, "personal")?.data?.suggestions;

  return (
    <section className={card.section} aria-labelledby="profil-informations">
      <h2 id="profil-informations" className={card.sectionTitle}>
        {t("profile.personalTitle")}
      </h2>
      <Form method="post" noValidate>
        {/* The form's default button: Enter in a field saves, it does not search the address. */}
        <button type="submit" name="intent" value="personal" className={styles.defaultSubmit} tabIndex={-1} aria-hidden="true">
          {t("profile.personalSubmit")}
        </button>
        <FormErrors errors={formErrors(result)} />
        <RegistrationFields
          fields={["civility", ["lastname", "firstname"]]}
          rowClassName={card.fieldRow}
          result={result}
          values={profile}
          ids={{ prefix: "profil" }}
        />
        <div className={styles.addressRow}>
          <TextField
            className={styles.addressField}
            id="profil-adresse"
            label={t("profileFields.address")}
            description={t("profileFields.addressHint")}
            name="address"
            autoComplete="address-line1"
            defaultValue={typedValue(result, "address", profile.address)}
            onChange={(event) => setTerm(event.currentTarget.value)}
            errors={fieldErrors(result, "address")}
          />
          <Button
            type="submit"
            variant="outline"
            name="intent"
            value="search-address"
            formNoValidate
            className={styles.addressButton}
          >
            {t("profileFields.addressSearch")}
          </Button>
        </div>
        {suggestions ? (
          <fieldset className={styles.suggestions}>
            <legend>{t("profileFields.addressSuggestions")}</legend>
            {suggestions.length === 0 ? <p>{t("profileFields.addressNone")}</p> : null}
            {suggestions.map((suggestion, index) => (
              <div key={suggestion.label} className={styles.suggestion}>
                <input
                  type="radio"
                  id={`profil-adresse-choix-${index}`}
                  name="address_choice"
                  value={suggestion.label}
                  onChange={() => {
                    const input = document.getElementById("profil-adresse");
                    if (input instanceof HTMLInputElement) input.value = suggestion.label;
                  }}
                />
                <label htmlFor={`profil-adresse-choix-${index}`}>{suggestion.label}</label>
              </div>
            ))}
          </fieldset>
        ) : null}
        <TextField
          id="profil-nationalite"
          label={t("profileFields.nationality")}
          name="nationality"
          autoComplete="off"
          defaultValue={typedValue(result, "nationality", profile.nationality)}
          errors={fieldErrors(result, "nationality")}
        />
        <Button type="submit" variant="secondary" name="intent" value="personal" disabled={busy}>
          {t("profile.personalSubmit")}
        </Button>
      </Form>
    </section>
  );
}

function AvatarForm({ profile, answer }: { profile: ProfileView; answer?: ProfileActionData }) {
  const busy = useNavigation().state === "submitting";
  const error = errorOf(answerFor(answer, "avatar"));
  return (
    <section className={card.section} aria-labelledby="profil-photo">
      <h2 id="profil-photo" className={card.sectionTitle}>
        {t("profile.avatarTitle")}
      </h2>
      <Form method="post" encType="multipart/form-data">
        <div className={styles.avatarRow}>
          {profile.avatar ? (
            <img className={styles.avatar} src={profile.avatar} alt={t("profile.avatarAlt")} width={72} height={72} />
          ) : null}
          <TextField
            id="profil-avatar"
            label={t("profile.avatarLabel")}
            description={t("profile.avatarHint")}
            name="avatar"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            required
            errors={error}
          />
        </div>
        <Button type="submit" variant="outline" disabled={busy}>
          {t("profile.avatarSubmit")}
        </Button>
      </Form>
    </section>
  );
}

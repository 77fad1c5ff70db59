// /espace-pro/rendez-vous-telephone — « Prendre un rendez-vous par téléphone » (pro-side §7):
// search the study's customers by last name, or create one (they receive the e-mail to finish their
// account), choose the service and the address, then one of the free slots, and book. Each step is a
// plain GET or POST form (phone-booking.server.ts); with JavaScript, Remix submits them without a reload.
// A constat's slot outside legal hours carries the platform's warning, as on the customer's slot list.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { IdempotencyKeyField } from "~/ui/idempotency-key-field";
import type { PhoneCustomer } from "~/features/planning/phone-bookings-client.server";
import pro from "~/locales/fr/pro.json";
import { translator } from "~/i18n/translator";
import { answerFor, errorOf, fieldErrors, typedValue } from "~/features/forms/form-result";
import { ChoiceSelect } from "~/features/pro/choice-select";
import * as styles from "~/features/pro/pro.css";
import * as phoneStyles from "~/features/pro/phone-booking.css";
import { proPaths } from "~/features/pro/pro-paths";
import { Button } from "~/ui/button";
import { ErrorList, FormErrors, SelectField, TextAreaField, TextField } from "~/ui/field";
import { phoneBookingHref } from "~/features/pro/phone-booking-query";
import { loadPhoneBooking, phoneBookingAction } from "~/features/planning/phone-booking.server";
import { LegalHoursWarning } from "~/features/planning/legal-hours-warning";

const t = translator(pro);

export const meta: MetaFunction = () => [{ title: t("phoneBooking.metaTitle") }, { name: "robots", content: "noindex" }];

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPhoneBooking({ request, context });

export const action = ({ request, context }: ActionFunctionArgs) => phoneBookingAction({ request, context });

/** Name (and whether the account is still to finish), e-mail and phone. */
function CustomerSummary({ customer }: { customer: PhoneCustomer }) {
  return (
    <>
      <p className={styles.itemTitle}>
        {customer.firstname} {customer.lastname}
        {customer.isFullyRegistered ? null : ` (${t("phoneBooking.unfinished")})`}
      </p>
      <p className={styles.meta}>
        {customer.email}
        {customer.phone ? ` · ${customer.phone}` : null}
      </p>
    </>
  );
}

export default function PhoneBooking() {
  const { query, customers, searchErrors, customer, step, idempotencyKey } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const created = answerFor(answer, "create-customer");
  const resent = answerFor(answer, "resend-link");
  const booking = answerFor(answer, "book");
  const bookingErrors = (name: string) => fieldErrors(booking?.result, name);

  return (
    <>
      <h1 className={styles.title}>{t("phoneBooking.title")}</h1>

      <section className={styles.section} aria-labelledby="recherche-client">
        <h2 id="recherche-client" className={styles.sectionTitle}>
          {t("phoneBooking.searchTitle")}
        </h2>
        <Form method="get" action={proPaths.proPhoneBooking} className={styles.inline}>
          <TextField
            id="recherche-nom"
            label={t("phoneBooking.lastname")}
            description={t("phoneBooking.lastnameHelp")}
            name="nom"
            type="search"
            maxLength={100}
            defaultValue={query.lastname}
            errors={searchErrors}
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            {t("phoneBooking.search")}
          </Button>
        </Form>
        {customers && !customer ? (
          customers.length === 0 ? (
            <p role="status">{t("phoneBooking.noResult")}</p>
          ) : (
            <ul className={styles.list} aria-label={t("phoneBooking.results")}>
              {customers.map((found) => {
                const name = `${found.firstname} ${found.lastname}`;
                return (
                  <li key={found.id} className={styles.item}>
                    <CustomerSummary customer={found} />
                    <Link to={phoneBookingHref({ lastname: query.lastname, customerId: found.id })}>
                      {t("phoneBooking.choose", { name })}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )
        ) : null}
      </section>

      {customer ? (
        <section className={styles.section} aria-labelledby="client-choisi">
          <h2 id="client-choisi" className={styles.sectionTitle}>
            {t("phoneBooking.customerTitle")}
          </h2>
          <CustomerSummary customer={customer} />
          <p>
            <Link to={phoneBookingHref({ lastname: query.lastname })}>{t("phoneBooking.changeCustomer")}</Link>
          </p>
          {customer.isFullyRegistered ? null : (
            <Form method="post">
              <FormErrors errors={errorOf(resent)} />
              <input type="hidden" name="intent" value="resend-link" />
              <input type="hidden" name="client" value={customer.id} />
              <input type="hidden" name="email" value={customer.email} />
              <Button type="submit" variant="outline" disabled={busy}>
                {t("phoneBooking.resendLink")}
              </Button>
            </Form>
          )}
        </section>
      ) : (
        <section className={styles.section} aria-labelledby="nouveau-client">
          <h2 id="nouveau-client" className={styles.sectionTitle}>
            {t("phoneBooking.createTitle")}
          </h2>
          <p>{t("phoneBooking.createIntro")}</p>
          <Form method="post" noValidate>
            <FormErrors errors={errorOf(created)} />
            <input type="hidden" name="intent" value="create-customer" />
            <IdempotencyKeyField value={idempotencyKey} />
            <SelectField
              id="client-civilite"
              label={t("phoneBooking.civility")}
              name="civilite"
              defaultValue={typedValue(created?.result, "civilite")}
              errors={fieldErrors(created?.result, "civilite")}
            >
              <option value="">{t("phoneBooking.civilityNone")}</option>
              <option value="2">{t("phoneBooking.civilityMadam")}</option>
              <option value="1">{t("phoneBooking.civilitySir")}</option>
            </SelectField>
            {(
              [
                ["prenom", "client-prenom", t("phoneBooking.firstname"), "text", "given-name"],
                ["nom_client", "client-nom", t("phoneBooking.customerLastname"), "text", "family-name"],
                ["email", "client-email", t("phoneBooking.email"), "email", "off"],
                ["telephone", "client-telephone", t("phoneBooking.phone"), "tel", "off"],
              ] as const
            ).map(([name, id, label, type, autoComplete]) => (
              <TextField
                key={name}
                id={id}
                label={label}
                name={name}
                type={type}
                autoComplete={autoComplete}
                required
                defaultValue={typedValue(created?.result, name, name === "nom_client" ? query.lastname : "")}
                errors={fieldErrors(created?.result, name)}
              />
            ))}
            <Button type="submit" disabled={busy}>
              {t("phoneBooking.create")}
            </Button>
          </Form>
        </section>
      )}

      {customer && step ? (
        <section className={styles.section} aria-labelledby="prestation-adresse">
          <h2 id="prestation-adresse" className={styles.sectionTitle}>
            {t("phoneBooking.serviceTitle")}
          </h2>
          <Form method="get" action={proPaths.proPhoneBooking}>
            <input type="hidden" name="nom" value={query.lastname} />
            <input type="hidden" name="client" value={customer.id} />
            {query.newCustomer ? <input type="hidden" name="nouveau" value="1" /> : null}
            <ChoiceSelect
              id="choix-prestation"
              label={t("phoneBooking.reportType")}
              name="prestation"
              emptyLabel={t("phoneBooking.chooseReportType")}
              choices={step.reportTypes}
              defaultValue={query.reportTypeId ? String(query.reportTypeId) : ""}
              errors={step.errors.prestation ?? bookingErrors("prestation")}
              required
            />
            <TextField
              id="choix-adresse"
              label={t("phoneBooking.address")}
              name="adresse"
              autoComplete="address-line1"
              maxLength={255}
              defaultValue={step.place?.label ?? query.address}
              errors={step.errors.adresse ?? bookingErrors("adresse")}
              required
            />
            <Button type="submit" variant="secondary" disabled={busy}>
              {t("phoneBooking.showSlots")}
            </Button>
          </Form>
        </section>
      ) : null}

      {customer && step?.slots && step.place && "window" in step ? (
        <section className={styles.section} aria-labelledby="choix-creneau">
          <h2 id="choix-creneau" className={styles.sectionTitle}>
            {t("phoneBooking.slotsTitle")}
          </h2>
          <p>{t("phoneBooking.slotsFor", { from: step.window.from, to: step.window.to, address: step.place.label })}</p>
          <p className={styles.inline}>
            {step.window.previous ? <Link to={step.window.previous}>{t("phoneBooking.previousWeek")}</Link> : null}
            <Link to={step.window.next}>{t("phoneBooking.nextWeek")}</Link>
          </p>
          {step.slots.length === 0 ? (
            <p role="status">{t("phoneBooking.noSlots")}</p>
          ) : (
            <Form method="post">
              <FormErrors errors={errorOf(booking)} />
              <input type="hidden" name="intent" value="book" />
              <IdempotencyKeyField value={idempotencyKey} />
              <input type="hidden" name="client" value={customer.id} />
              <input type="hidden" name="nouveau" value={query.newCustomer ? "1" : "0"} />
              <input type="hidden" name="prestation" value={query.reportTypeId ?? ""} />
              <input type="hidden" name="adresse" value={step.place.label} />
              <input type="hidden" name="lat" value={step.place.lat} />
              <input type="hidden" name="lon" value={step.place.lon} />
              <fieldset className={styles.fieldset} aria-describedby={bookingErrors("creneau") ? "creneau-erreur" : undefined}>
                <legend className={styles.term}>{t("phoneBooking.slot")}</legend>
                {step.slots.map((slot, index) => (
                  <div key={slot.value} className={phoneStyles.slotChoice}>
                    <input
                      type="radio"
                      id={`creneau-${index}`}
                      name="creneau"
                      value={slot.value}
                      defaultChecked={typedValue(booking?.result, "creneau") === slot.value}
                      aria-describedby={slot.legalHoursWarning ? `creneau-${index}-heures-legales` : undefined}
                      data-legal-hours={slot.legalHoursWarning ? "" : undefined}
                    />
                    <label htmlFor={`creneau-${index}`}>{slot.label}</label>
                    {slot.legalHoursWarning ? (
                      <LegalHoursWarning id={`creneau-${index}-heures-legales`} className={phoneStyles.slotWarning}>
                        {slot.legalHoursWarning}
                      </LegalHoursWarning>
                    ) : null}
                  </div>
                ))}
                <ErrorList id="creneau-erreur" errors={bookingErrors("creneau")} />
              </fieldset>
              <ChoiceSelect
                id="choix-gestionnaire"
                label={t("phoneBooking.manager")}
                name="gestionnaire"
                emptyLabel={t("phoneBooking.noManager")}
                choices={step.managers}
                result={booking?.result}
              />
              <TextAreaField
                id="infos-complementaires"
                label={t("phoneBooking.furtherInfos")}
                name="infos"
                maxLength={5000}
                defaultValue={typedValue(booking?.result, "infos")}
                errors={bookingErrors("infos")}
              />
              <Button type="submit" disabled={busy}>
                {t("phoneBooking.book")}
              </Button>
            </Form>
          )}
        </section>
      ) : null}
    </>
  );
}

// /parametres/mes-donnees (docs/decisions/3010–3011): in the settings, for every role, the download of
// everything the platform holds about the user (a plain link to the ZIP) and the deletion of their account
// (their address typed again and a box ticked, a plain post). What is kept and for how long is the public
// « Données personnelles » page's, linked from here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { deleteAccountForm } from "~/features/personal-data/personal-data-actions.server";
import { validatedUser } from "~/.server/guards/account-pages";
import text from "~/locales/fr/personal-data.json";
import { settings } from "~/locales/fr/account-settings.json";
import { translator } from "~/i18n/translator";
import { AccountColumn } from "~/features/account/account-card";
import * as card from "~/features/account/account-card.css";
import { fieldErrors, formErrors, typedChecked, typedValue } from "~/features/forms/form-result";
import { SettingsLayout } from "~/features/account/settings-nav";
import { paths } from "~/features/site/paths";
import type { RouteHandle } from "~/features/site/route-handle";
import { Button } from "~/ui/button";
import { CheckboxField, FormErrors, TextField } from "~/ui/field";

const t = translator(text);
const ts = translator({ settings });

export const handle: RouteHandle = { hydrate: false };

export const meta: MetaFunction = () => [{ title: t("settings.metaTitle") }, { name: "robots", content: "noindex" }];

export function loader({ request, context }: LoaderFunctionArgs) {
  const user = validatedUser(request, context.session.user, { loginFirst: true });
  return { permissions: user.permissions };
}

export async function action({ request, context }: ActionFunctionArgs) {
  validatedUser(request, context.session.user, { loginFirst: true });
  return deleteAccountForm(request, context);
}

export default function PersonalDataSettings() {
  const { permissions } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>()?.result;
  return (
    <AccountColumn>
      <h1 className={card.title}>{ts("settings.title")}</h1>
      <SettingsLayout permissions={permissions} current="mes-donnees">
        <h2 className={card.sectionTitle}>{t("settings.title")}</h2>
        <p>
          <a href={paths.personalData}>{t("settings.policyLink")}</a>
        </p>
        <section className={card.section} aria-labelledby="telecharger-titre">
          <h3 id="telecharger-titre" className={card.sectionTitle}>
            {t("settings.exportTitle")}
          </h3>
          <p>{t("settings.exportIntro")}</p>
          {/* A document download, never a client-side navigation. */}
          <a href={paths.personalDataExport} download>
            {t("settings.exportLink")}
          </a>
        </section>
        <section className={card.section} aria-labelledby="supprimer-titre">
          <h3 id="supprimer-titre" className={card.sectionTitle}>
            {t("settings.deleteTitle")}
          </h3>
          <p>{t("settings.deleteIntro")}</p>
          <p>{t("settings.deleteKept")}</p>
          <p>{t("settings.deleteBefore")}</p>
          <Form method="post" noValidate>
            <FormErrors errors={formErrors(result)} />
            <TextField
              id="suppression-email"
              label={t("settings.email")}
              name="email"
              type="email"
              autoComplete="off"
              required
              defaultValue={typedValue(result, "email")}
              errors={fieldErrors(result, "email")}
            />
            <CheckboxField
              id="suppression-confirmation"
              label={t("settings.confirm")}
              name="confirm"
              required
              defaultChecked={typedChecked(result, "confirm")}
              errors={fieldErrors(result, "confirm")}
            />
            <Button type="submit" variant="outline">
              {t("settings.submit")}
            </Button>
          </Form>
        </section>
      </SettingsLayout>
    </AccountColumn>
  );
}

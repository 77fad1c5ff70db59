// /reservation/pour-qui: the partner agent's 'urgent bailiff' choice (customer-side §2.6, §6): book for
// themselves (the urgent-bailiff address map) or for one of their partner studies (that study's booking
// v2 slots step, where the partner id and the searched address go with the demand). Only for a
// signed-in partner agent with partner studies; everyone else goes to the address map. Links only: no
// JavaScript needed.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { UnauthorizedError } from "~/.server/platform/errors";
import { hasPermission } from "~common/permissions";
import { partnerChoices } from "~/features/booking-v2/partner-choice";
import * as styles from "~/features/booking-v2/partner-choice.css";
import type { RouteHandle } from "~/features/site/route-handle";
import { partnerChoice as partnerChoiceTexts } from "~/locales/fr/booking-v2-partner.json";
import { translator } from "~/i18n/translator";
import { Container } from "~/ui/container";
import { URGENT_BAILIFF_PATH } from "~/layouts/site-header";

const t = translator({ partnerChoice: partnerChoiceTexts });

export const handle: RouteHandle = { hydrate: false };

export const meta: MetaFunction = () => [{ title: t("partnerChoice.metaTitle") }];

export async function loader({ context }: LoaderFunctionArgs) {
  const sessionUser = context.session.user;
  if (!sessionUser || !hasPermission(sessionUser, "partner.act_for_company")) throw redirect(URGENT_BAILIFF_PATH);
  let user;
  try {
    user = await context.platform.currentUser();
  } catch (error) {
    if (error instanceof UnauthorizedError) throw redirect(URGENT_BAILIFF_PATH);
    throw error;
  }
  const choices = partnerChoices(user.studies);
  // A partner agent without a partner study books for themselves (and must not loop back here).
  if (choices.length === 0) throw redirect(`${URGENT_BAILIFF_PATH}?pour=moi`);
  return { choices, forMeHref: `${URGENT_BAILIFF_PATH}?pour=moi` };
}

export default function PartnerChoice() {
  const { choices, forMeHref } = useLoaderData<typeof loader>();
  return (
    <Container className={styles.page}>
      <h1>{t("partnerChoice.title")}</h1>
      <p className={styles.intro}>{t("partnerChoice.intro")}</p>
      <ul className={styles.list}>
        <li>
          <a className={styles.choice} href={forMeHref}>
            <span className={styles.choiceTitle}>{t("partnerChoice.forMe")}</span>
            <span className={styles.choiceText}>{t("partnerChoice.forMeText")}</span>
          </a>
        </li>
        {choices.map((choice) => (
          <li key={choice.slug}>
            <a className={styles.choice} href={choice.href}>
              <span className={styles.choiceTitle}>{t("partnerChoice.forStudy", { name: choice.name })}</span>
              <span className={styles.choiceText}>{choice.address}</span>
            </a>
          </li>
        ))}
      </ul>
    </Container>
  );
}

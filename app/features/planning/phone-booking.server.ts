// The phone booking page's loader and action (/espace-pro/rendez-vous-telephone, pro-side §7
// `demand/search-customer`, `customer`, `customer/send-confirmation`, `external-demands`). Each step is in
// the URL (the search, the chosen customer, the service and address), so every step is a GET page and
// every change a plain POST: create the customer, resend their link, book the slot. A refusal answers the
// platform's French message next to its field with the input kept; a slot taken meanwhile answers 409.
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { newIdempotencyKey } from "~/.server/idempotency-key";
import { postedIdempotencyKey } from "~common/idempotency";
import { searchAddress } from "~/.server/geo/client";
import { loadGuarded } from "~/.server/guards/demand";
import { requireProPage } from "~/.server/guards/pro-pages";
import { guardRedirect, HISTORY_PATH } from "~/.server/guards/redirects";
import { hasPermission } from "~/.server/guards/study-access";
import { getAvailableSlots } from "~/features/booking/booking-client.server";
import { PlatformError, ValidationError } from "~/.server/platform/errors";
import {
  bookByPhone,
  createPhoneCustomer,
  resendPhoneCustomerLink,
  searchPhoneCustomers,
  type PhoneCustomer,
} from "~/features/planning/phone-bookings-client.server";
import { getStudyMembers } from "~/.server/platform/pro-reads";
import { getStudyReportTypes } from "~/.server/platform/report-types";
import { readQuery } from "~/.server/query";
import type { RequestContext } from "~/.server/request-context";
import pro from "~/locales/fr/pro.json";
import { translator } from "~/i18n/translator";
import { formReply, type FormAnswer } from "~/features/forms/form-result";
import { reportTypeChoices } from "~/features/pro/report-type-choices";
import { phoneBookingHref, positiveId, readPhoneBookingQuery, type PhoneBookingQuery } from "~/features/pro/phone-booking-query";
import { paths } from "~/features/site/paths";
import { formatDayMonth, formatSummaryDate, parisToday, shiftParisDay } from "~common/paris-time";

const t = translator(pro);

export type PhoneBookingIntent = "create-customer" | "resend-link" | "book";
type PhoneBookingAnswer = FormAnswer<PhoneBookingIntent>;

type FieldErrors = Record<string, string[]>;
type Context = Pick<RequestContext, "platform" | "flash" | "session" | "site">;

/** The staff of the current study who may book for others; anyone else goes to the history. */
async function requirePhoneBookingPage(request: Request, context: Context) {
  const visitor = await requireProPage("demands", request, context);
  if (!hasPermission(visitor.access, "demands.create_for_others")) throw guardRedirect(HISTORY_PATH);
  return visitor;
}

interface SlotChoice {
  value: string;
  label: string;
  /** The platform's warning for a constat outside legal hours, as the customer's slot list shows it (decision 3103). */
  legalHoursWarning: string | null;
}

async function slotStep(context: Context, studyId: number, query: PhoneBookingQuery, customer: PhoneCustomer | null) {
  if (!customer) return null;
  const [tree, members] = await loadGuarded(() =>
    Promise.all([getStudyReportTypes(studyId, true), getStudyMembers(context.platform, studyId)]),
  );
  const reportTypes = reportTypeChoices(tree).filter((type) => !type.noMeeting);
  const managers = members.map((member) => ({ id: member.id, name: `${member.firstname} ${member.lastname}` }));
  const base = { reportTypes, managers, errors: {} as FieldErrors, slots: null as SlotChoice[] | null, place: null };
  if (!query.reportTypeId && !query.address) return base;
  const errors: FieldErrors = {};
  if (!query.reportTypeId || !reportTypes.some((type) => type.id === query.reportTypeId))
    errors.prestation = [t("errors.reportTypeRequired")];
  const [place] = query.address ? await searchAddress(query.address) : [];
  if (!place) errors.adresse = [t("phoneBooking.addressUnknown")];
  if (!place || errors.prestation) return { ...base, errors };
  const names = new Map(members.map((member) => [member.id, `${member.firstname} ${member.lastname}`]));
  let slots: Awaited<ReturnType<typeof getAvailableSlots>>;
  try {
    slots = await getAvailableSlots({
      studyId,
      reportTypeId: query.reportTypeId!,
      lat: place.lat,
      lon: place.lon,
      from: query.from,
    });
  } catch (error) {
    // A refused search (a service this study no longer offers…) is the step's message, never a 500.
    if (!(error instanceof ValidationError)) throw error;
    return { ...base, errors: { prestation: error.allMessages } };
  }
  const choices = slots.flatMap((slot) =>
    slot.participants.map((participant) => ({
      value: `${slot.start}|${slot.end}|${participant.bailiff_id}`,
      label: t("phoneBooking.slotOption", {
        when: formatSummaryDate(slot.start),
        professional: names.get(participant.bailiff_id) ?? "",
      }),
      legalHoursWarning: slot.legal_hours_warning,
    })),
  );
  const earlier = shiftParisDay(query.from, -7);
  return {
    ...base,
    slots: choices.slice(0, 60),
    place: { label: place.label, lat: place.lat, lon: place.lon },
    window: {
      from: formatDayMonth(query.from),
      to: formatDayMonth(shiftParisDay(query.from, 6)),
      next: phoneBookingHref({ ...query, from: shiftParisDay(query.from, 7) }),
      previous: earlier >= shiftParisDay(parisToday(), 1) ? phoneBookingHref({ ...query, from: earlier }) : null,
    },
  };
}

export async function loadPhoneBooking({ request, context }: Pick<LoaderFunctionArgs, "request"> & { context: Context }) {
  const { studyId } = await requirePhoneBookingPage(request, context);
  const query = readPhoneBookingQuery(readQuery(request));
  let customers: PhoneCustomer[] | null = null;
  let searchErrors: string[] | undefined;
  if (query.lastname) {
    try {
      customers = await searchPhoneCustomers(context.platform, studyId, query.lastname);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      searchErrors = error.fieldErrors.lastname ?? [error.message];
    }
  }
  const customer = customers?.find((candidate) => candidate.id === query.customerId) ?? null;
  return {
    query,
    customers,
    searchErrors,
    customer,
    step: await slotStep(context, studyId, query, customer),
    idempotencyKey: newIdempotencyKey(),
  };
}

function refuse(intent: PhoneBookingIntent, form: FormData, errors: FieldErrors, status: number, error?: string) {
  return data<PhoneBookingAnswer>({ intent, result: formReply(form, errors), error }, { status });
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** The platform's field names as the page's. */
const FIELD_NAMES: Record<string, string> = {
  lastname: "nom_client",
  firstname: "prenom",
  email: "email",
  phone: "telephone",
  civility: "civilite",
  slots: "creneau",
  "slots.0.start_date": "creneau",
  "slots.0.end_date": "creneau",
  operator_id: "creneau",
  manager_id: "gestionnaire",
  report_type_id: "prestation",
  address: "adresse",
  further_infos: "infos",
};

function pageErrors(error: ValidationError): { fields: FieldErrors; rest: string[] } {
  const fields: FieldErrors = {};
  const rest: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const name = FIELD_NAMES[field];
    if (name) fields[name] = [...(fields[name] ?? []), ...messages];
    else rest.push(...messages);
  }
  return { fields, rest };
}

/** Runs a platform call; its refusals become the form's answer (never a 500). */
async function attempt<T>(intent: PhoneBookingIntent, form: FormData, call: () => Promise<T>) {
  try {
    return { ok: true as const, value: await call() };
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error instanceof ValidationError) {
      const { fields, rest } = pageErrors(error);
      return { ok: false as const, answer: refuse(intent, form, fields, 422, rest.length > 0 ? rest.join(" ") : undefined) };
    }
    const message = error.status === 409 || error.status === 404 || error.status === 403 ? error.message : t("errors.failed");
    return { ok: false as const, answer: refuse(intent, form, {}, error.status === 409 ? 409 : 400, message) };
  }
}

export async function phoneBookingAction({ request, context }: { request: Request; context: Context }) {
  const { studyId } = await requirePhoneBookingPage(request, context);
  const form = await request.formData();
  const intent = text(form, "intent") as PhoneBookingIntent;
  const query = readPhoneBookingQuery(readQuery(request));

  if (intent === "create-customer") {
    const civility = text(form, "civilite");
    const created = await attempt(intent, form, () =>
      createPhoneCustomer(
        context.platform,
        studyId,
        {
          civility: civility === "1" || civility === "2" ? (Number(civility) as 1 | 2) : undefined,
          firstname: text(form, "prenom"),
          lastname: text(form, "nom_client"),
          email: text(form, "email"),
          phone: text(form, "telephone"),
        },
        postedIdempotencyKey(form),
      ),
    );
    if (!created.ok) return created.answer;
    context.flash.add({ message: t("phoneBooking.customerCreated") });
    return redirect(phoneBookingHref({ lastname: created.value.lastname, customerId: created.value.id, newCustomer: true }));
  }

  const customerId = positiveId(text(form, "client"));
  if (customerId === null) return refuse(intent, form, {}, 400, t("errors.failed"));

  if (intent === "resend-link") {
    const sent = await attempt(intent, form, () => resendPhoneCustomerLink(context.platform, studyId, customerId));
    if (!sent.ok) return sent.answer;
    context.flash.add({ message: t("phoneBooking.linkResent", { email: text(form, "email") }) });
    return redirect(phoneBookingHref({ ...query, from: undefined }));
  }

  if (intent === "book") {
    const [start, end, operator] = text(form, "creneau").split("|");
    const operatorId = positiveId(operator);
    const reportTypeId = positiveId(text(form, "prestation"));
    const lat = Number(text(form, "lat"));
    const lon = Number(text(form, "lon"));
    if (!start || !end || operatorId === null) return refuse(intent, form, { creneau: [t("errors.slotRequired")] }, 400);
    if (reportTypeId === null) return refuse(intent, form, { prestation: [t("errors.reportTypeRequired")] }, 400);
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || !text(form, "adresse"))
      return refuse(intent, form, { adresse: [t("phoneBooking.addressUnknown")] }, 400);
    const booked = await attempt(intent, form, () =>
      bookByPhone(context.platform, {
        studyId,
        userId: customerId,
        reportTypeId,
        operatorId,
        managerId: positiveId(text(form, "gestionnaire")) ?? undefined,
        newUser: text(form, "nouveau") === "1",
        slot: { start, end },
        address: { text: text(form, "adresse"), lat, lon },
        furtherInfos: text(form, "infos") || undefined,
        idempotencyKey: postedIdempotencyKey(form),
      }),
    );
    if (!booked.ok) return booked.answer;
    context.flash.add({ message: t("phoneBooking.booked") });
    return redirect(paths.proDemand(booked.value.id));
  }

  throw new Response(null, { status: 400, statusText: "Bad Request" });
}

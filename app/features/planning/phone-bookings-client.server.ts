// Bookings taken by phone (pro-side §7): the study's customer search by last name, creating a customer
// (the platform e-mails them the link to finish their account), resending that link, and booking a slot
// for the customer (`external-demands`, the demand payload of §3 with operator_id, manager_id, new_user).
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "~/.server/platform/http";

const under = (studyId: number, path: string) => `/api/bailiff/${studyId}/${path}`;

const phoneCustomerSchema = z.object({
  id: z.number(),
  civility: z.number().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  isFullyRegistered: z.boolean(),
});
export type PhoneCustomer = z.infer<typeof phoneCustomerSchema>;

/** The study's customers whose last name starts so (at least 2 letters, else a 422 with the message). */
export async function searchPhoneCustomers(auth: PlatformAuth, studyId: number, lastname: string) {
  const answer = await platformRequest(z.object({ data: z.array(phoneCustomerSchema) }), {
    path: under(studyId, "demand/search-customer"),
    auth,
    query: { lastname },
  });
  return answer.data;
}

export interface NewPhoneCustomer {
  civility?: 1 | 2;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
}

/** With the form's key, a second post answers the customer of the first (docs/decisions/3630). */
export async function createPhoneCustomer(
  auth: PlatformAuth,
  studyId: number,
  customer: NewPhoneCustomer,
  idempotencyKey?: string,
) {
  const answer = await platformRequest(z.object({ data: phoneCustomerSchema }), {
    method: "POST",
    path: under(studyId, "customer"),
    auth,
    json: customer,
    idempotencyKey,
  });
  return answer.data;
}

export function resendPhoneCustomerLink(auth: PlatformAuth, studyId: number, userId: number, demandId?: number) {
  return platformRequest(z.object({ message: z.string() }), {
    path: under(studyId, "customer/send-confirmation"),
    auth,
    query: { user_id: userId, demand_id: demandId },
  });
}

export interface PhoneBooking {
  studyId: number;
  userId: number;
  reportTypeId: number;
  operatorId: number;
  managerId?: number;
  newUser: boolean;
  slot: { start: string; end: string };
  address: { text: string; lat: number; lon: number };
  furtherInfos?: string;
  /** The booking form's key: posted twice, it books once (docs/decisions/3630). */
  idempotencyKey?: string;
}

export async function bookByPhone(auth: PlatformAuth, booking: PhoneBooking) {
  return platformRequest(z.object({ id: z.number() }), {
    method: "POST",
    path: "/api/external-demands",
    auth: { ...auth, studyId: booking.studyId },
    json: {
      study_id: booking.studyId,
      user_id: booking.userId,
      report_type_id: booking.reportTypeId,
      meeting_type: "meeting",
      operator_id: booking.operatorId,
      manager_id: booking.managerId,
      new_user: booking.newUser,
      slots: [{ start_date: booking.slot.start, end_date: booking.slot.end }],
      address: booking.address.text,
      latitude: booking.address.lat,
      longitude: booking.address.lon,
      further_infos: booking.furtherInfos,
    },
    idempotencyKey: booking.idempotencyKey,
  });
}

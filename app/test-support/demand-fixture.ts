// A complete platform demand for unit tests (guards, history cards, badges), overridable field by field.
import type { Demand, Meeting } from "~/.server/platform/schemas";

const study = {
  id: 3,
  slug: "etude-dupont-lyon",
  name: "Étude Dupont & Associés",
  type: "study" as const,
  profession: "bailiff" as const,
  siret: null,
  logo: null,
  full_address: "10 rue de la République, 69002 Lyon",
  city: "Lyon",
  postcode: "69002",
  address_lat: 45.76,
  address_lon: 4.83,
  subscribed: true,
  showBadges: true,
  fullyConnected: true,
  noMeeting: false,
};

const person = (id: number, firstname: string, lastname: string) => ({ id, firstname, lastname, civility: null, avatar: null });

export function meetingFixture(overrides: Partial<Meeting> = {}): Meeting {
  return {
    id: 50,
    status: "validated",
    has_visio: false,
    reportType: { id: 4, slug: "constat-locatif", name: "Constat locatif", type: "meeting", noMeeting: false },
    start_date: "2026-03-03T13:30:00.000Z",
    end_date: "2026-03-03T14:30:00.000Z",
    slots: [{ id: 90, start_date: "2026-03-03T13:30:00.000Z", end_date: "2026-03-03T14:30:00.000Z", legal_hours_warning: null }],
    selectedSlot: {
      id: 90,
      start_date: "2026-03-03T13:30:00.000Z",
      end_date: "2026-03-03T14:30:00.000Z",
      legal_hours_warning: null,
    },
    operator: person(11, "Antoine", "Dupont"),
    user: person(7, "Camille", "Martin"),
    displayedFirstname: "Antoine",
    displayedLastname: "Dupont",
    route_token: "meeting-token",
    legal_hours_warning: null,
    allowed_actions: [],
    ...overrides,
  };
}

export function demandFixture(overrides: Partial<Demand> = {}): Demand {
  return {
    id: 12,
    title: "Nuisances sonores du voisinage",
    created_at: "2026-02-20T09:00:00.000Z",
    marking: "inprogress",
    bill_status: "notbilled",
    report_type: { id: 4, slug: "constat-locatif", name: "Constat locatif", type: "meeting", noMeeting: false },
    meeting_type: "meeting",
    type: "real",
    address: { text: "12 rue Mercière, 69002 Lyon", lat: 45.76, lng: 4.83 },
    study,
    partner: null,
    route_token: "demand-token",
    further_infos: null,
    source: null,
    user: person(7, "Camille", "Martin"),
    operator: person(11, "Antoine", "Dupont"),
    manager: null,
    canceled_at: null,
    meetings: [meetingFixture()],
    report_type_documents: [],
    user_documents: [],
    videos: [],
    // What the platform answers the demand's customer while it is in progress.
    allowed_actions: ["cancel"],
    ...overrides,
  };
}

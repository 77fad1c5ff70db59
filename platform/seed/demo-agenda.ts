// The demo bailiff's agenda: demands of several customers, dated relative to the day the
// seed runs, so the professional pages have something to show whatever the day: meetings waiting for
// confirmation with proposed slots in the coming working days, meetings confirmed within the week,
// completed, cancelled and refused ones, demands to plan, a video demand to plan, and significations
// served in person, which legal hours bound (docs/decisions/3104).
import type { BillStatus, DemandMarking, MeetingStatus } from "../db/schema";

/** [working days from the seed's day (negative: before), hour, minute], Paris time. */
type AgendaSlot = readonly [number, number, number];

export interface AgendaCustomer {
  email: string;
  firstname: string;
  lastname: string;
  civility: 1 | 2;
  phone: string | null;
}

export interface AgendaDemand {
  /** Index in DEMO_AGENDA_CUSTOMERS. */
  customer: number;
  title: string;
  slug: string;
  marking: DemandMarking;
  bill: BillStatus;
  meeting: MeetingStatus;
  /** The proposed slots; the first is the meeting's time. None: the meeting has no date yet. */
  slots: readonly AgendaSlot[];
  visio?: boolean;
  /** The refusal type (by value) of a refused meeting. */
  refusal?: string;
  /** The demo clerk manages the demand. */
  managedByClerk?: boolean;
  address: { text: string; lat: number; lon: number } | null;
}

export const DEMO_AGENDA_CUSTOMERS: readonly AgendaCustomer[] = [
  { email: "elodie.rousseau@client.example", firstname: "Élodie", lastname: "Rousseau", civility: 2, phone: "+33611223344" },
  { email: "thomas.lefevre@client.example", firstname: "Thomas", lastname: "Lefèvre", civility: 1, phone: "+33622334455" },
  { email: "manon.faure@client.example", firstname: "Manon", lastname: "Faure", civility: 2, phone: null },
  { email: "nicolas.girard@client.example", firstname: "Nicolas", lastname: "Girard", civility: 1, phone: "+33644556677" },
  { email: "ines.chevalier@client.example", firstname: "Inès", lastname: "Chevalier", civility: 2, phone: "+33655667788" },
];

const place = (text: string, lat: number, lon: number) => ({ text, lat, lon });

export const DEMO_AGENDA: readonly AgendaDemand[] = [
  // Waiting for the bailiff's confirmation, some with several proposed slots to choose from.
  {
    customer: 0,
    title: "État des lieux d'entrée, T3 Guillotière",
    slug: "constat-locatif",
    marking: "toqualify",
    bill: "notbilled",
    meeting: "waiting",
    slots: [
      [1, 10, 0],
      [2, 11, 0],
      [3, 10, 0],
    ],
    address: place("18 rue de Marseille, 69007 Lyon", 45.7519, 4.8424),
  },
  {
    customer: 1,
    title: "Constat de dégâts des eaux",
    slug: "constat-de-travaux",
    marking: "toqualify",
    bill: "notbilled",
    meeting: "waiting",
    slots: [
      [2, 16, 30],
      [4, 14, 0],
    ],
    address: place("5 rue Duguesclin, 69006 Lyon", 45.7668, 4.8467),
  },
  {
    customer: 2,
    title: "Constat de nuisances olfactives",
    slug: "constat-nuisances",
    marking: "toqualify",
    bill: "notbilled",
    meeting: "created",
    slots: [[4, 11, 0]],
    address: place("22 quai Saint-Vincent, 69001 Lyon", 45.7698, 4.8236),
  },
  // Confirmed within the week.
  {
    customer: 3,
    title: "Constat d'affichage de permis de construire",
    slug: "constat-affichage",
    marking: "inprogress",
    bill: "notbilled",
    meeting: "validated",
    slots: [[1, 14, 0]],
    address: place("90 avenue Jean-Jaurès, 69007 Lyon", 45.7465, 4.8412),
  },
  {
    customer: 4,
    title: "État des lieux de sortie, studio Part-Dieu",
    slug: "constat-locatif",
    marking: "inprogress",
    bill: "partialpaid",
    meeting: "validated",
    slots: [[2, 9, 0]],
    managedByClerk: true,
    address: place("30 rue Servient, 69003 Lyon", 45.7597, 4.8516),
  },
  {
    customer: 0,
    title: "Constat de travaux de voirie",
    slug: "constat-de-travaux",
    marking: "inprogress",
    bill: "notbilled",
    meeting: "validated",
    slots: [[3, 15, 0]],
    address: place("7 rue Garibaldi, 69006 Lyon", 45.7705, 4.8524),
  },
  // Done, cancelled, refused.
  {
    customer: 1,
    title: "Constat de remise des clés",
    slug: "constat-locatif",
    marking: "completed",
    bill: "paid",
    meeting: "completed",
    slots: [[-3, 10, 0]],
    address: place("14 rue Paul-Bert, 69003 Lyon", 45.7589, 4.8488),
  },
  {
    customer: 3,
    title: "Constat de mur mitoyen",
    slug: "constat-de-travaux",
    marking: "nofollowup",
    bill: "notbilled",
    meeting: "canceled",
    slots: [[-2, 14, 30]],
    address: place("3 montée du Gourguillon, 69005 Lyon", 45.7603, 4.8243),
  },
  {
    customer: 2,
    title: "Constat d'huissier pour un vide-grenier",
    slug: "general-meeting",
    marking: "toqualify",
    bill: "notbilled",
    meeting: "refused",
    slots: [[5, 11, 0]],
    refusal: "unavailable",
    address: place("Place Carnot, 69002 Lyon", 45.7495, 4.8259),
  },
  // To plan: no date yet, one of them by video.
  {
    customer: 4,
    title: "Constat de copropriété à planifier",
    slug: "constat-nuisances",
    marking: "inprogress",
    bill: "unpaid",
    meeting: "to_plan",
    slots: [],
    managedByClerk: true,
    address: place("41 rue de la Charité, 69002 Lyon", 45.7548, 4.8302),
  },
  {
    customer: 1,
    title: "Constat de conversation en visio",
    slug: "general-meeting",
    marking: "toqualify",
    bill: "notbilled",
    meeting: "to_plan",
    slots: [],
    visio: true,
    address: null,
  },
  // Significations served in person: never planned outside legal hours.
  {
    customer: 3,
    title: "Signification d'un jugement, bail commercial",
    slug: "signification-a-personne",
    marking: "inprogress",
    bill: "notbilled",
    meeting: "validated",
    slots: [[6, 11, 0]],
    address: place("12 rue Victor-Hugo, 69002 Lyon", 45.7555, 4.8316),
  },
  {
    customer: 2,
    title: "Signification d'une ordonnance à planifier",
    slug: "signification-a-personne",
    marking: "inprogress",
    bill: "notbilled",
    meeting: "to_plan",
    slots: [],
    address: place("6 place Bellecour, 69002 Lyon", 45.7578, 4.832),
  },
];

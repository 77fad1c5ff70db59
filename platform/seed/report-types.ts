// The report-type tree (prestations): groups in display order (general first, then the other meeting
// groups, then consultation), with stable French slugs, default durations and prices in cents.
import type { PriceType, ReportTypeKind } from "../db/schema";

export interface SeedReportType {
  slug: string;
  name: string;
  icon: string;
  noMeeting?: boolean;
  visioEnabled?: boolean;
  enabled?: boolean;
  slotDuration: number;
  price: number;
  priceType?: PriceType;
  /** Only studies with a drone pilot offer it. */
  needsDronePilot?: boolean;
  /** Only the demo study offers it (demoStudyReportTypes). */
  demoStudyOnly?: boolean;
}

export interface SeedReportGroup {
  slug: string;
  name: string;
  type: ReportTypeKind;
  icon: string;
  children: SeedReportType[];
}

export const reportGroups: SeedReportGroup[] = [
  {
    slug: "constat-general",
    name: "Constat général",
    type: "meeting",
    icon: "clipboard",
    children: [
      // The default report type: 'general-' + the meeting type constant (customer-side §3).
      {
        slug: "general-meeting",
        name: "Constat de commissaire de justice",
        icon: "clipboard",
        slotDuration: 60,
        price: 25000,
        visioEnabled: true,
      },
      { slug: "constat-urgent", name: "Constat urgent", icon: "alarm", slotDuration: 60, price: 32000 },
    ],
  },
  {
    slug: "constat-immobilier",
    name: "Immobilier et logement",
    type: "meeting",
    icon: "home",
    children: [
      { slug: "constat-locatif", name: "Constat locatif (état des lieux)", icon: "key", slotDuration: 60, price: 19000 },
      { slug: "constat-de-travaux", name: "Constat de travaux", icon: "hammer", slotDuration: 90, price: 32000 },
      { slug: "constat-nuisances", name: "Constat de nuisances", icon: "volume", slotDuration: 60, price: 29000 },
      {
        slug: "constat-affichage",
        name: "Constat d'affichage de permis de construire",
        icon: "sign",
        slotDuration: 45,
        price: 35000,
      },
      { slug: "constat-drone", name: "Constat par drone", icon: "drone", slotDuration: 120, price: 65000, needsDronePilot: true },
      {
        slug: "constat-vente-encheres",
        name: "Constat de vente aux enchères",
        icon: "gavel",
        slotDuration: 120,
        price: 40000,
        enabled: false,
      },
    ],
  },
  {
    slug: "constat-numerique",
    name: "Numérique",
    type: "meeting",
    icon: "laptop",
    children: [
      { slug: "constat-internet", name: "Constat internet", icon: "globe", slotDuration: 60, price: 29000, noMeeting: true },
      {
        slug: "constat-reseaux-sociaux",
        name: "Constat réseaux sociaux",
        icon: "share",
        slotDuration: 60,
        price: 25000,
        noMeeting: true,
      },
      {
        slug: "constat-sms",
        name: "Constat de SMS et messages",
        icon: "phone",
        slotDuration: 30,
        price: 22000,
        visioEnabled: true,
      },
    ],
  },
  {
    slug: "recouvrement",
    name: "Recouvrement de créances",
    type: "recovery",
    icon: "euro",
    children: [
      // Prices depend on the debt: 0 means "no price shown" on the cards.
      {
        slug: "recouvrement-amiable",
        name: "Recouvrement amiable",
        icon: "handshake",
        slotDuration: 60,
        price: 0,
        noMeeting: true,
      },
      {
        slug: "recouvrement-judiciaire",
        name: "Recouvrement judiciaire",
        icon: "scale",
        slotDuration: 60,
        price: 0,
        noMeeting: true,
      },
    ],
  },
  {
    slug: "actes-et-significations",
    name: "Actes et significations",
    type: "judgment",
    icon: "envelope",
    children: [
      {
        slug: "signification-acte",
        name: "Signification d'acte",
        icon: "envelope",
        slotDuration: 60,
        price: 9000,
        noMeeting: true,
      },
    ],
  },
  {
    slug: "consultation",
    name: "Consultation juridique",
    type: "consultation",
    icon: "chat",
    children: [
      // The default consultation: 'general-' + 'consultation'.
      {
        slug: "general-consultation",
        name: "Consultation juridique",
        icon: "chat",
        slotDuration: 30,
        price: 12000,
        priceType: "hour",
        visioEnabled: true,
      },
      {
        slug: "consultation-droit-immobilier",
        name: "Consultation droit immobilier",
        icon: "home",
        slotDuration: 30,
        price: 15000,
        priceType: "hour",
        visioEnabled: true,
      },
      {
        slug: "consultation-recouvrement",
        name: "Consultation recouvrement",
        icon: "euro",
        slotDuration: 30,
        price: 9000,
        visioEnabled: true,
      },
    ],
  },
];

/**
 * Services only the demo study offers, added after the tree so that every other report type keeps its id
 * and every study its seeded settings: a signification served in person, with an appointment, so that the
 * legal hours of the acts the law bounds are exercised (docs/decisions/3104).
 */
export const demoStudyReportTypes: ReadonlyArray<SeedReportType & { group: string }> = [
  {
    group: "actes-et-significations",
    slug: "signification-a-personne",
    name: "Signification à personne",
    icon: "envelope",
    slotDuration: 30,
    price: 9500,
    demoStudyOnly: true,
  },
];

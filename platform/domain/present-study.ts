// The study as the app reads it (customer-side §3, pro-side §3).
import type { StudyRow } from "../db/schema";

export function presentStudy(study: StudyRow) {
  return {
    id: study.id,
    slug: study.slug,
    name: study.name,
    type: study.type,
    profession: study.profession,
    siret: study.siret,
    logo: study.logo,
    full_address: study.full_address,
    city: study.city,
    postcode: study.postcode,
    address_lat: study.address_lat,
    address_lon: study.address_lon,
    subscribed: study.subscribed,
    showBadges: study.show_badges,
    fullyConnected: study.fully_connected,
    noMeeting: study.no_meeting,
  };
}

// The French description paragraphs, titles and meta descriptions of zone landing pages, written from
// the geography's facts (population, seats, neighbours). Variants are picked from the INSEE code, so a
// page reads the same on every request while neighbouring pages don't repeat each other word for word.
import {
  areaIn,
  areaOf,
  areaWithArticle,
  capitalize,
  communeIn,
  communeOf,
  feminineOrdinal,
  formatNumber,
  inhabitants,
  joinWithEt,
} from "./french-grammar";

interface AreaName {
  name: string;
  typeLiaison: number;
}

export interface RegionFacts {
  region: AreaName & { zone: string };
  departmentCount: number;
  communeCount: number;
  population: number;
  chiefTown: string | undefined;
  biggestCities: string[];
}

export interface DepartmentFacts {
  department: AreaName & { code: string };
  region: AreaName & { zone: string };
  communeCount: number;
  population: number;
  chiefTown: string | undefined;
  biggestCities: string[];
}

export interface CityFacts {
  city: AreaName & { code: string; postcodes: string[]; population: number };
  department: AreaName & { code: string };
  region: AreaName & { zone: string };
  isDepartmentSeat: boolean;
  isRegionSeat: boolean;
  /** 1 for the most populous commune of its department. */
  rankInDepartment: number;
  departmentCommuneCount: number;
  neighbours: string[];
  districtCount: number;
}

export interface DistrictFacts {
  ordinal: string;
  city: AreaName;
  postcodes: string[];
  population: number;
  /** Ordinals of the nearest sibling arrondissements ("2e", "6e"). */
  nearestSiblings: string[];
  neighbours: string[];
}

export interface ZoneTexts {
  /** The page heading (reports order 0). */
  title: string;
  seoTitle: string;
  seoDescription: string;
  /** "à Lyon", "dans le Rhône", "en Auvergne-Rhône-Alpes": for the app's own sentences. */
  locative: string;
  /** "de Lyon", "du Rhône", "de la région Auvergne-Rhône-Alpes". */
  genitive: string;
  paragraphs: string[];
}

/** Stable small number from a code, to pick a wording variant. */
function variant(code: string, count: number): number {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % count;
}

/** What a commissaire de justice does, said three ways; `where` is a locative ("à Lyon"). */
function servicesParagraph(code: string, where: string): string {
  const options = [
    `Un commissaire de justice peut constater ${where} un dégât des eaux, des nuisances de voisinage, ` +
      `l'état d'un logement à l'entrée ou à la sortie d'un locataire, l'avancement d'un chantier ou le contenu ` +
      `d'un site internet. Son procès-verbal de constat fait foi jusqu'à preuve contraire et pèse lourd en cas de litige.`,
    `Malfaçons après des travaux, état des lieux contesté, affichage d'un permis de construire, harcèlement ` +
      `sur les réseaux sociaux : un commissaire de justice intervenant ${where} fixe les faits dans un constat ` +
      `daté et détaillé, photos à l'appui, qui fait foi jusqu'à preuve contraire devant le juge.`,
    `Particuliers, propriétaires, syndics et entreprises font appel à un commissaire de justice ${where} pour ` +
      `établir une preuve incontestable : constat de dégât des eaux, de trouble de voisinage, d'état des lieux ` +
      `ou de contenu en ligne. Le constat, rédigé par un officier public et ministériel, fait foi jusqu'à preuve contraire.`,
  ];
  return options[variant(code, options.length)]!;
}

function bookingParagraph(code: string, where: string): string {
  const options = [
    `Indiquez l'adresse du constat pour voir les commissaires de justice disponibles ${where} et leurs ` +
      `prochains créneaux, puis réservez en ligne en quelques minutes. Pour un simple conseil, une consultation ` +
      `en visioconférence évite tout déplacement.`,
    `Choisissez un créneau parmi les disponibilités des commissaires de justice ${where} et confirmez votre ` +
      `rendez-vous en ligne, sans appel préalable. Si votre besoin ne nécessite pas de déplacement, une ` +
      `consultation en visioconférence est aussi possible.`,
  ];
  return options[variant(`${code}b`, options.length)]!;
}

function regionPhrase(region: AreaName & { zone: string }): string {
  return region.zone === "com" ? "" : `, en région ${region.name}`;
}

export function regionTexts(facts: RegionFacts, code: string): ZoneTexts {
  const { region } = facts;
  const locative = areaIn(region.name, region.typeLiaison);
  const genitive = region.zone === "metro" ? `de la région ${region.name}` : areaOf(region.name, region.typeLiaison);
  const named = capitalize(areaWithArticle(region.name, region.typeLiaison));
  const communes = `${formatNumber(facts.communeCount)} ${facts.communeCount > 1 ? "communes" : "commune"}`;
  const seat = facts.chiefTown ? ` Son chef-lieu est ${facts.chiefTown}.` : "";
  const paragraphs = [
    region.zone === "com"
      ? `${named} est une collectivité d'outre-mer qui compte ${communes} et ${inhabitants(facts.population)}.`
      : region.zone === "drom"
        ? `${named} est une région d'outre-mer qui compte ${communes} et ${inhabitants(facts.population)}.${seat}`
        : `La région ${region.name} regroupe ${facts.departmentCount} départements, ${communes} et ` +
          `${inhabitants(facts.population)}.${seat}`,
  ];
  if (facts.biggestCities.length > 1) {
    paragraphs.push(
      `Ses communes les plus peuplées sont ${joinWithEt(facts.biggestCities)}. Choisissez votre département ` +
        `ou votre commune pour trouver un commissaire de justice au plus près de l'adresse du constat.`,
    );
  }
  paragraphs.push(servicesParagraph(code, locative), bookingParagraph(code, locative));
  return {
    title: `Commissaire de justice ${locative}`,
    seoTitle: `Commissaire de justice ${locative} : constat et rendez-vous en ligne`,
    seoDescription:
      `Trouvez un commissaire de justice ${locative} : constat d'huissier, état des lieux, dégât des eaux, ` +
      `consultation en visio. Disponibilités et réservation en ligne.`,
    locative,
    genitive,
    paragraphs,
  };
}

export function departmentTexts(facts: DepartmentFacts): ZoneTexts {
  const { department, region } = facts;
  const locative = areaIn(department.name, department.typeLiaison);
  const genitive = areaOf(department.name, department.typeLiaison);
  const subject = `${capitalize(areaWithArticle(department.name, department.typeLiaison))} (${department.code})`;
  const kind =
    region.zone === "com"
      ? "une collectivité d'outre-mer"
      : region.zone === "drom"
        ? "un département d'outre-mer"
        : `un département de la région ${region.name}`;
  const paragraphs = [
    `${subject} ${department.typeLiaison === 4 ? "sont" : "est"} ${kind} qui compte ${formatNumber(facts.communeCount)} ${facts.communeCount > 1 ? "communes" : "commune"} ` +
      `et ${inhabitants(facts.population)}.` +
      (facts.chiefTown && region.zone !== "com" ? ` Sa préfecture est ${facts.chiefTown}.` : ""),
  ];
  if (facts.biggestCities.length > 1) {
    paragraphs.push(
      `Les communes les plus peuplées ${genitive} sont ${joinWithEt(facts.biggestCities)}. Sélectionnez la ` +
        `vôtre pour voir les commissaires de justice qui y interviennent.`,
    );
  }
  paragraphs.push(servicesParagraph(department.code, locative), bookingParagraph(department.code, locative));
  return {
    title: `Commissaire de justice ${locative} (${department.code})`,
    seoTitle: `Commissaire de justice ${locative} (${department.code}) : constat et rendez-vous`,
    seoDescription:
      `Réservez un commissaire de justice ${locative} (${department.code}) : constat, état des lieux, ` +
      `dégât des eaux, troubles de voisinage. Créneaux disponibles en ligne.`,
    locative,
    genitive,
    paragraphs,
  };
}

export function cityTexts(facts: CityFacts): ZoneTexts {
  const { city, department, region } = facts;
  const locative = communeIn(city.name, city.typeLiaison);
  const genitive = communeOf(city.name, city.typeLiaison);
  const departmentOf = `${areaOf(department.name, department.typeLiaison)} (${department.code})`;
  const postcode = city.postcodes[0]!;

  const intros =
    facts.departmentCommuneCount === 1
      ? [
          `${city.name} (${department.code}) est à la fois une commune et ` +
            `${region.zone === "com" ? "une collectivité d'outre-mer" : `un département${regionPhrase(region)}`}, ` +
            `qui compte ${inhabitants(city.population)}.`,
        ]
      : [
          `${city.name} est une commune ${departmentOf}${regionPhrase(region)}, qui compte ${inhabitants(city.population)}.`,
          `Avec ${inhabitants(city.population)}, ${city.name} est une commune ${departmentOf}${regionPhrase(region)}.`,
          `La commune ${genitive} (${postcode}) compte ${inhabitants(city.population)} et fait partie ` +
            `${areaOf(department.name, department.typeLiaison)}${regionPhrase(region)}.`,
        ];
  let intro = intros[variant(city.code, intros.length)]!;
  if (facts.isDepartmentSeat && facts.departmentCommuneCount > 1 && region.zone !== "com") {
    intro += facts.isRegionSeat
      ? ` C'est la préfecture ${areaOf(department.name, department.typeLiaison)} et le chef-lieu de la région ${region.name}.`
      : ` C'est la préfecture ${areaOf(department.name, department.typeLiaison)}.`;
  } else if (facts.rankInDepartment <= 5 && facts.departmentCommuneCount >= 20) {
    intro +=
      facts.rankInDepartment === 1
        ? ` C'est la commune la plus peuplée ${areaOf(department.name, department.typeLiaison)}.`
        : ` C'est la ${feminineOrdinal(facts.rankInDepartment)} commune la plus peuplée ${areaOf(department.name, department.typeLiaison)}.`;
  }
  if (city.postcodes.length > 1 && facts.districtCount === 0) {
    intro += ` Elle est desservie par les codes postaux ${joinWithEt(city.postcodes)}.`;
  }

  const paragraphs = [intro];
  if (facts.districtCount > 0) {
    paragraphs.push(
      `${city.name} est divisée en ${facts.districtCount} arrondissements : choisissez le vôtre pour trouver ` +
        `un commissaire de justice au plus près de l'adresse du constat.`,
    );
  }
  paragraphs.push(servicesParagraph(city.code, locative));
  if (facts.neighbours.length > 0) {
    paragraphs.push(
      `Vous pouvez aussi chercher un commissaire de justice dans les communes voisines ${genitive} : ` +
        `${joinWithEt(facts.neighbours)}.`,
    );
  }
  paragraphs.push(bookingParagraph(city.code, locative));
  return {
    title: `Commissaire de justice ${locative} (${postcode})`,
    seoTitle: `Commissaire de justice ${locative} (${postcode}) : constat et rendez-vous en ligne`,
    seoDescription:
      `Besoin d'un commissaire de justice ${locative} (${postcode}) ? Constat, état des lieux, dégât des eaux : ` +
      `comparez les disponibilités et réservez en ligne.`,
    locative,
    genitive,
    paragraphs,
  };
}

export function districtTexts(facts: DistrictFacts, code: string): ZoneTexts {
  const cityGenitive = communeOf(facts.city.name, facts.city.typeLiaison);
  const arrondissement = `${facts.ordinal} arrondissement ${cityGenitive}`;
  const locative = `dans le ${arrondissement}`;
  const genitive = `du ${arrondissement}`;
  const postcode = facts.postcodes[0]!;
  const postcodes =
    facts.postcodes.length > 1 ? `aux codes postaux ${joinWithEt(facts.postcodes)}` : `au code postal ${postcode}`;
  const paragraphs = [
    `Le ${arrondissement} compte ${inhabitants(facts.population)} et correspond ${postcodes}.` +
      (facts.nearestSiblings.length
        ? ` Les arrondissements les plus proches sont ${joinWithEt(facts.nearestSiblings.map((ordinal) => `le ${ordinal}`))}.`
        : ""),
    servicesParagraph(code, locative),
  ];
  if (facts.neighbours.length > 0) {
    paragraphs.push(
      `Les commissaires de justice des communes voisines, comme ${joinWithEt(facts.neighbours)}, peuvent aussi être sollicités.`,
    );
  }
  paragraphs.push(bookingParagraph(code, locative));
  return {
    title: `Commissaire de justice ${locative} (${postcode})`,
    seoTitle: `Commissaire de justice ${locative} (${postcode}) : constat et rendez-vous`,
    seoDescription:
      `Commissaire de justice ${locative} (${postcode}) : constat, état des lieux, dégât des eaux. ` +
      `Consultez les disponibilités et réservez en ligne.`,
    locative,
    genitive,
    paragraphs,
  };
}

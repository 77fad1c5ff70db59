// The cities the demo studies sit in: real centre coordinates, postcodes and regions, a few real streets.
export interface SeedCity {
  name: string;
  slug: string;
  postcode: string;
  region: string;
  lat: number;
  lon: number;
  streets: string[];
  /** How many bailiff studies to create there. */
  studies: number;
}

export const cities: SeedCity[] = [
  { name: "Paris", slug: "paris", postcode: "75008", region: "Île-de-France", lat: 48.8566, lon: 2.3522, studies: 5,
    streets: ["rue de Rivoli", "boulevard Haussmann", "rue du Faubourg Saint-Honoré", "avenue de l'Opéra", "rue de Rennes"] },
  { name: "Lyon", slug: "lyon", postcode: "69002", region: "Auvergne-Rhône-Alpes", lat: 45.764, lon: 4.8357, studies: 4,
    streets: ["rue de la République", "quai Saint-Antoine", "cours Lafayette", "rue Garibaldi"] },
  { name: "Marseille", slug: "marseille", postcode: "13001", region: "Provence-Alpes-Côte d'Azur", lat: 43.2965, lon: 5.3698, studies: 4,
    streets: ["La Canebière", "rue Paradis", "boulevard Longchamp", "rue de Rome"] },
  { name: "Bordeaux", slug: "bordeaux", postcode: "33000", region: "Nouvelle-Aquitaine", lat: 44.8378, lon: -0.5792, studies: 3,
    streets: ["cours de l'Intendance", "rue Sainte-Catherine", "quai des Chartrons"] },
  { name: "Lille", slug: "lille", postcode: "59000", region: "Hauts-de-France", lat: 50.6292, lon: 3.0573, studies: 3,
    streets: ["rue Nationale", "boulevard de la Liberté", "rue Esquermoise"] },
  { name: "Nantes", slug: "nantes", postcode: "44000", region: "Pays de la Loire", lat: 47.2184, lon: -1.5536, studies: 3,
    streets: ["rue Crébillon", "cours des 50 Otages", "quai de la Fosse"] },
  { name: "Toulouse", slug: "toulouse", postcode: "31000", region: "Occitanie", lat: 43.6047, lon: 1.4442, studies: 3,
    streets: ["rue d'Alsace-Lorraine", "allées Jean-Jaurès", "rue de Metz"] },
  { name: "Strasbourg", slug: "strasbourg", postcode: "67000", region: "Grand Est", lat: 48.5734, lon: 7.7521, studies: 3,
    streets: ["rue du Vieux-Marché-aux-Poissons", "avenue de la Marseillaise", "quai Saint-Nicolas"] },
  { name: "Nice", slug: "nice", postcode: "06000", region: "Provence-Alpes-Côte d'Azur", lat: 43.7102, lon: 7.262, studies: 3,
    streets: ["avenue Jean-Médecin", "boulevard Victor-Hugo", "rue de France"] },
  { name: "Rennes", slug: "rennes", postcode: "35000", region: "Bretagne", lat: 48.1173, lon: -1.6778, studies: 3,
    streets: ["rue d'Antrain", "quai Émile-Zola", "boulevard de la Liberté"] },
  { name: "Montpellier", slug: "montpellier", postcode: "34000", region: "Occitanie", lat: 43.6108, lon: 3.8767, studies: 3,
    streets: ["rue Foch", "boulevard du Jeu-de-Paume", "avenue de Toulouse"] },
  { name: "Grenoble", slug: "grenoble", postcode: "38000", region: "Auvergne-Rhône-Alpes", lat: 45.1885, lon: 5.7245, studies: 3,
    streets: ["cours Jean-Jaurès", "rue Félix-Poulat", "boulevard Gambetta"] },
  { name: "Dijon", slug: "dijon", postcode: "21000", region: "Bourgogne-Franche-Comté", lat: 47.322, lon: 5.0415, studies: 2,
    streets: ["rue de la Liberté", "boulevard de Sévigné"] },
  { name: "Rouen", slug: "rouen", postcode: "76000", region: "Normandie", lat: 49.4432, lon: 1.0999, studies: 2,
    streets: ["rue Jeanne-d'Arc", "quai de Paris"] },
  { name: "Tours", slug: "tours", postcode: "37000", region: "Centre-Val de Loire", lat: 47.3941, lon: 0.6848, studies: 2,
    streets: ["rue Nationale", "boulevard Heurteloup"] },
  { name: "Clermont-Ferrand", slug: "clermont-ferrand", postcode: "63000", region: "Auvergne-Rhône-Alpes", lat: 45.7772, lon: 3.087, studies: 2,
    streets: ["rue Blatin", "boulevard Trudaine"] },
];

// French first and last names for the demo professionals (civility 1 = M., 2 = Mme).
export const studySurnames = [
  "Dupont", "Martin", "Bernard", "Thomas", "Robert", "Richard", "Durand", "Dubois", "Moreau", "Laurent",
  "Simon", "Michel", "Lefebvre", "Leroy", "Roux", "David", "Bertrand", "Morel", "Fournier", "Girard",
  "Bonnet", "Lambert", "Fontaine", "Rousseau", "Vincent", "Muller", "Lefèvre", "Faure", "André", "Mercier",
  "Blanc", "Guérin", "Boyer", "Garnier", "Chevalier", "François", "Legrand", "Gauthier", "Garcia", "Perrin",
  "Robin", "Clément", "Morin", "Nicolas", "Henry", "Roussel", "Mathieu", "Gautier", "Masson", "Marchand",
];

export const personSurnames = [
  "Petit", "Durand", "Leroux", "Colin", "Vidal", "Caron", "Picard", "Roger", "Renaud", "Aubert",
  "Lemoine", "Brun", "Giraud", "Joly", "Rivière", "Lucas", "Brunet", "Gaillard", "Barbier", "Arnaud",
  "Martinez", "Gérard", "Roche", "Renard", "Schmitt", "Roy", "Leroy", "Collet", "Meunier", "Perrot",
  "Dumont", "Fabre", "Lacroix", "Marie", "Dufour", "Charpentier", "Sanchez", "Deschamps", "Rey", "Noël",
];

export const maleFirstnames = [
  "Antoine", "Julien", "Nicolas", "Thomas", "Pierre", "Mathieu", "Olivier", "François", "Laurent", "Sébastien",
  "Guillaume", "Vincent", "Hugo", "Louis", "Étienne", "Benoît", "Xavier", "Rémi", "Arnaud", "Yann",
];

export const femaleFirstnames = [
  "Camille", "Sophie", "Julie", "Claire", "Émilie", "Marie", "Isabelle", "Nathalie", "Céline", "Laure",
  "Aurélie", "Hélène", "Sandrine", "Charlotte", "Manon", "Léa", "Anne", "Pauline", "Valérie", "Élise",
];

/** ASCII lower-case slug: "Étude Lefèvre" → "etude-lefevre". */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

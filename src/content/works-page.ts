// The words around the owner's job photos: the gallery on the home page and on a family's page, and the page
// with all of them (/trabalhos). Each photo's own words (description, caption, machine) are in its entry,
// src/content/works/.
import { business } from "../config/business";

const title = "Trabalhos realizados";
const description = `Fotos de máquinas de costura industrial consertadas e revisadas pelo técnico em ${business.address.city} e região: o serviço feito, a máquina, a cidade e o mês.`;

const pageOf = (page: number, last: number) => `Página ${page} de ${last}`;

export const worksPage = {
  path: "/trabalhos",
  title,
  description,
  lead: "Máquinas que passaram pela nossa bancada, em fotos nossas: o que foi feito, em qual máquina, onde e quando.",
  trail: [
    { name: "Início", href: "/" },
    { name: title, href: "/trabalhos" },
  ],
  /** The gallery's band on the home page. */
  home: {
    title,
    lead: "Algumas máquinas que passaram pela nossa bancada, em fotos nossas.",
  },
  /** The band on a family's page, with that family's jobs. */
  family: {
    title: "Trabalhos nessas máquinas",
    lead: "Fotos nossas de máquinas deste tipo que passaram pela bancada.",
  },
  /** The link from a band to the page of them all. */
  all: "Ver todos os trabalhos realizados",
  /** A later page of /trabalhos: its title, where it stands, and its description (the first's, and where). */
  pageTitle: (page: number) => `${title}, página ${page}`,
  pageOf,
  pageDescription: (page: number, last: number) => `${description} ${pageOf(page, last)}.`,
  listLabel: "Fotos de trabalhos realizados",
  pagination: {
    label: "Páginas de trabalhos realizados",
    newer: "Trabalhos mais recentes",
    older: "Trabalhos mais antigos",
  },
};

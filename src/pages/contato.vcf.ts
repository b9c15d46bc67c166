import type { APIRoute } from "astro";
import { business } from "../config/business";
import { businessVcard } from "../lib/vcard";

// "Salvar contato": the business card, built from the facts file (served as text/vcard by every host's file
// the build writes, integrations/hosts.mjs).
export const GET: APIRoute = () =>
  new Response(businessVcard(business), { headers: { "Content-Type": "text/vcard; charset=utf-8" } });

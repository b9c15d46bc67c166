import type { APIRoute } from "astro";
import { business } from "../../config/business";
import { googleProfileSheet } from "../../content/owner-kit";
import { machineFamilies } from "../../lib/machine-collection";

// The owner's kit: what to type into the Google Business Profile (see GUIA-DO-DONO.md).
export const GET: APIRoute = async () =>
  new Response(googleProfileSheet(business, await machineFamilies()), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

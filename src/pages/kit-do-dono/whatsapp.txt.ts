import type { APIRoute } from "astro";
import { business } from "../../config/business";
import { whatsappSheet } from "../../content/owner-kit";
import { machineFamilies } from "../../lib/machine-collection";

// The owner's kit: the texts of the WhatsApp Business app.
export const GET: APIRoute = async () =>
  new Response(whatsappSheet(business, await machineFamilies()), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

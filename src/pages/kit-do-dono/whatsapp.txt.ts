import type { APIRoute } from "astro";
import { business } from "../../config/business";
import { whatsappSheet } from "../../content/owner-kit";
import { kitFamilies } from "../../lib/machines";

// The owner's kit: the texts of the WhatsApp Business app.
export const GET: APIRoute = async () =>
  new Response(whatsappSheet(business, await kitFamilies()), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

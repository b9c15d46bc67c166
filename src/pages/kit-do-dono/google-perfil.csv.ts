import type { APIRoute } from "astro";
import { business } from "../../config/business";
import { googleBulkCsv } from "../../content/owner-kit";
import { kitFamilies } from "../../lib/machines";

// The owner's kit: the Google Business Profile as a row of Google's bulk-location spreadsheet.
export const GET: APIRoute = async () =>
  new Response(googleBulkCsv(business, await kitFamilies()), {
    headers: { "Content-Type": "text/csv; charset=utf-8" },
  });

import type { APIRoute } from "astro";
import { business } from "../../config/business";
import { googleBulkCsv } from "../../content/owner-kit";
import { machineFamilies } from "../../lib/machine-collection";

// The owner's kit: the Google Business Profile as a row of Google's bulk-location spreadsheet.
export const GET: APIRoute = async () =>
  new Response(googleBulkCsv(business, await machineFamilies()), {
    headers: { "Content-Type": "text/csv; charset=utf-8" },
  });

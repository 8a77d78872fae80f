/** The probe: an empty 200 that loads neither catalogue nor configuration (answers with the database down). */
export function GET() {
  return new Response("", { status: 200, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
export const HEAD = GET;

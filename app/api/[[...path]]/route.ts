import { errorResponse, route } from "@/lib/api/respond";

/** Any other /api path: the JSON 404 of the API, whatever the method (never the HTML not-found page). */
const notFound = route<{ path?: string[] }>((ctx) => errorResponse(404, ctx.t("notFound"), ctx.locale), { csrf: false, body: false });

export { notFound as GET, notFound as HEAD, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE, notFound as OPTIONS };

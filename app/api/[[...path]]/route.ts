import { unknownApiPath as notFound } from "@/lib/api/respond";

/** Any other /api path: the JSON 404 of the API, whatever the method (never the HTML not-found page). */
export { notFound as GET, notFound as HEAD, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE, notFound as OPTIONS };

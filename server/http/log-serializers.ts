/**
 * What a request's log lines say (DESIGN.md 3: no personal data in logs): the method and the route's
 * pattern (`/api/vehicle/registration`, `/json/address-search/:postcode`), never the URL with its
 * registrations, postcodes, uuids or payment ids, nor headers, cookies, bodies or addresses.
 */
export const logSerializers = {
  req(request: { method?: string; routeOptions?: { url?: string } }) {
    return { method: request.method, route: request.routeOptions?.url ?? '(no route)' };
  },
  res(reply: { statusCode?: number }) {
    return { statusCode: reply.statusCode };
  },
};

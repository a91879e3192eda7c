/**
 * A path whose %-escapes do not decode (e.g. a search for "100%" sent unencoded) is taken
 * literally instead of being refused by the router: every '%' of its path becomes '%25'.
 */
export const keepMalformedEscapesLiteral = (request: { url?: string }) => {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  try {
    decodeURI(path);
    return url;
  } catch {
    return path.replace(/%/g, '%25') + (queryAt === -1 ? '' : url.slice(queryAt));
  }
};

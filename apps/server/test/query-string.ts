/** A query string of a report or list request: strings as they are, anything else as JSON. */
export const qs = (q: object) =>
  new URLSearchParams(
    Object.entries(q).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  ).toString();

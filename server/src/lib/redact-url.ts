/**
 * Query values that are secrets or personal data never reach the log (issue #29 §7): a chat conversation's `token`
 * (EventSource cannot send headers), the mailed `code` / `accessCode` of the activation and reset links, and any
 * `email`. Names are matched in any case and when percent-encoded names would hide them.
 */
const SECRET_QUERY = /([?&](?:token|code|accesscode|email)=)[^&#]*/gi;
export const redactUrl = (url: string) => {
  const query = url.indexOf('?');
  if (query === -1) return url;
  let tail = url.slice(query);
  if (tail.includes('%')) {
    // A name written as %65mail is still `email` to the server: decode names (not values) before matching.
    tail = tail.replace(/([?&])([^=&#]*)=/g, (whole, sep: string, name: string) => {
      try {
        return `${sep}${decodeURIComponent(name)}=`;
      } catch {
        return whole;
      }
    });
  }
  return url.slice(0, query) + tail.replace(SECRET_QUERY, '$1[redacted]');
};

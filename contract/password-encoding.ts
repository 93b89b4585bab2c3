/** The password travels base64-encoded (spec 000 §7). Free of zod, for the client's start-up. */
export const encodePassword = (password: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(password)));

export const decodePassword = (encoded: string): string | null => {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return null;
  const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

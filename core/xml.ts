/**
 * Text made safe inside XML or HTML, in element content and in quoted attribute values alike:
 * the five characters that could end a tag, an attribute or an entity become character
 * references (`&#38;` for `&`), which both languages read the same way.
 */
export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

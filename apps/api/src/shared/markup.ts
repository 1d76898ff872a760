/**
 * `text` safe inside HTML or SVG/XML, in element content and in quoted attribute values alike:
 * `< > & " '` become numeric character references.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

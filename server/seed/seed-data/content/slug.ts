/** The article slug derived from the header (spec part 1 §3): lower case, Swedish letters folded, dashes. */
export function slugOf(header: string): string {
  return header.toLowerCase().replaceAll(/[åä]/g, 'a').replaceAll('ö', 'o').replaceAll('é', 'e')
    .replaceAll(/[^a-z0-9]+/g, '-').replaceAll(/^-+|-+$/g, '').slice(0, 80);
}

/** An external page the education page links to for users with a personal number (spec part 1 §2). */
export interface EducationLink {
  title: string;
  description: string;
  href: string;
}

/**
 * Our choice of links (docs/decisions/account-pages.md): the operator's responsible-gambling basic course (an invented
 * address, like the portal's other external services), and two public authorities' pages an agency's staff need.
 */
export const EDUCATION_LINKS: readonly EducationLink[] = [
  {
    title: 'Spelansvar – grundkurs',
    description: 'Grundkursen i ansvarsfullt spel för dig som säljer spel i butik.',
    href: 'https://utbildning.ombudsportalen.se/spelansvar-grundkurs',
  },
  {
    title: 'Stödlinjen – om spelproblem',
    description: 'Råd och stöd att ge vidare till kunder och anhöriga.',
    href: 'https://www.stodlinjen.se',
  },
  {
    title: 'Spelinspektionen – regler för spel',
    description: 'Myndighetens information om spellagen och åldersgränser.',
    href: 'https://www.spelinspektionen.se',
  },
];

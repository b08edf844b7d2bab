// The Swedish texts of subscription mails, of the reasons a subscriber sees on "Mina prenumerationer" and of the unsubscribe page.
export const SUBSCRIPTION_TEXTS = {
  subject: (report: string, day: string) => `${report} – ${day}`,
  body: (report: string, day: string) =>
    `Hej!\n\nHär kommer rapporten ${report} som du prenumererar på (utskick ${day}). Rapporten finns som bilaga.\n\n`
    + 'Vill du inte längre få rapporten? Använd länken "Avsluta prenumeration" i ditt e-postprogram eller ändra under Mina prenumerationer i Ombudsportalen.\n',
  noAccess: 'Rapporten skickades inte eftersom du inte längre har behörighet till den.',
  refused: (message: string) => `Rapporten skickades inte: ${message}`,
  failed: (day: string) => `Utskicket ${day} misslyckades efter flera försök. Vi försöker igen vid nästa utskick.`,
  unsubscribeTitle: 'Avsluta prenumeration',
  unsubscribeQuestion: 'Vill du avsluta prenumerationen? Du får då inga fler utskick av rapporten.',
  unsubscribeButton: 'Avsluta prenumeration',
  unsubscribed: 'Prenumerationen är avslutad. Du får inga fler utskick av rapporten.',
  unknownLink: 'Länken är ogiltig eller prenumerationen är redan avslutad.',
} as const;

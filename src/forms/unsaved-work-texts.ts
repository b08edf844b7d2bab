// The Swedish texts of unsaved work (issue 37 items 1 and 2; the wording is recorded in docs/decisions/unsaved-work.md).

/** The question before leaving a form with unsaved changes (menu, link, browser back). */
export const LEAVE_QUESTION_TITLE = 'Lämna sidan?';
export const LEAVE_QUESTION = 'Du har ändringar som inte är sparade. Vill du lämna sidan ändå?';
export const STAY_ON_PAGE = 'Stanna kvar';
export const LEAVE_PAGE = 'Lämna sidan';

/** On the login screen when the session ended under a form with unsaved changes. */
export const SESSION_ENDED_WORK_KEPT =
  'Din session har gått ut. Dina ändringar är inte sparade, men de finns kvar. Logga in igen så kommer du tillbaka till formuläret.';

/** Above the form that got its values back after the login; nothing is saved until the user presses the button. */
export const workRestored = (submitLabel: string) =>
  `Dina ändringar finns kvar men är inte sparade. Tryck på ”${submitLabel}” för att spara dem.`;

// The "Prenumerera" dialog of a report (issue 41 §4).
export const SUBSCRIBE_LABEL = 'Prenumerera';
export const SUBSCRIBE_TITLE = 'Prenumerera på rapporten';
export const SUBSCRIBE_INTRO = 'Rapporten skickas med e-post som bilaga, med de val du gjort i formuläret och perioden nedan räknad från utskicksdagen.';
export const SUBSCRIBE_PERIOD = 'Period';
export const SUBSCRIBE_FREQUENCY = 'Hur ofta';
export const SUBSCRIBE_WEEKDAY = 'Veckodag';
export const SUBSCRIBE_HOUR = 'Klockslag';
export const SUBSCRIBE_EMAIL = 'E-postadress';
export const SUBSCRIBE_SAVE = 'Spara prenumeration';
export const SUBSCRIBE_CANCEL = 'Avbryt';
export const SUBSCRIBE_EMAIL_INVALID = 'Ange en giltig e-postadress.';
export const SUBSCRIBED_TOAST = 'Prenumerationen är sparad. Du hittar den under Mina prenumerationer.';

// Words too common to carry a password (Swedish and English). A password is refused when its letters alone, with
// digits and specials removed and case ignored, form one of them: "Sommar2024", "LÖSENord12", "QWErty123!" all fail.
const WORDS = `
lösenord losenord password passw passwd pass pwd secret hemlig hemligt admin administrator root user användare
login inlogg welcome välkommen valkommen hej hejhej hejsan hallå hallo tjena tjenare hello hi test testa testing
qwerty qwert qwertz asdf asdfg asdfgh asdfghjkl zxcv zxcvb zxcvbn yxcvbn qaz wsx qazwsx abc abcd abcde abcdef abcdefg
sommar vinter höst host vår var vara varen våren hösten sommaren vintern summer winter autumn fall spring
januari februari mars april maj juni juli augusti september oktober november december
january february march may june july august october
måndag tisdag onsdag torsdag fredag lördag söndag monday tuesday wednesday thursday friday saturday sunday
jul julafton påsk midsommar nyår newyear christmas easter
sverige svensk svenska sweden swedish stockholm göteborg goteborg malmö malmo uppsala västerås örebro linköping
helsingborg jönköping norrköping lund umeå gävle borås karlstad luleå sundsvall växjö falun visby kalmar kiruna
aik hammarby djurgården djurgarden dif bajen gnaget blåvitt ifk ifkgöteborg mff malmöff elfsborg häcken
fotboll football soccer hockey ishockey bandy golf tennis baseball basketball
trav travet travbana häst hast horse spel spela lotto lotter lotteri bingo keno oddset stryktips topptips
ombud ombudet butik butiken kiosk kiosken kassa kassan tobak press pressbyrå tidning tidningar kund kunder
anna eva maria karin sara lena kerstin emma elin johanna linda ingrid marie birgitta lisa hanna ida julia
erik lars karl anders johan per nils jan peter mikael olof hans jonas daniel andreas oskar lucas william
kärlek karlek älskling alskling iloveyou love lover kissa katt katten hund hunden mamma pappa familj baby
sunshine shadow dragon monkey master princess superman batman starwars pokemon minecraft
letmein trustno access killer ninja freedom whatever qwertyuiop
`;

const COMMON: ReadonlySet<string> = new Set(WORDS.trim().split(/\s+/u));

/** The letters of a password, lower-cased the Swedish way. */
function lettersOf(password: string): string {
  return password.toLocaleLowerCase('sv').replace(/[^a-zåäö]/gu, '');
}

export function isTooCommon(password: string): boolean {
  return COMMON.has(lettersOf(password));
}

/** How many common words the list holds (documented as "about 200"). */
export const COMMON_WORD_COUNT = COMMON.size;

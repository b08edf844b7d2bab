// The demo news and tips (spec part 1 §2 "News", §3 "Content article"). Dates are days before the seed day.
import type { Scene } from './pictures.js';

export type NewsCategory = 'Nyhet' | 'Viktig info' | 'Ingen' | 'Andelsspel' | 'Sociala medier';

export interface NewsSeed {
  id: string;
  header: string;
  category: NewsCategory;
  daysAgo: number;
  scene: Scene;
  variant: number;
  body: string[];
  /** chainCategory; absent = every chain. */
  chains?: string[];
  /** agencyCategory; absent = every shop type. */
  shops?: ('Fysisk butik' | 'Digital butik' | 'Bana')[];
  /** Published this many days after the seed day (not yet visible). */
  publishInDays?: number;
  /** Unpublished this many days before the seed day (no longer visible). */
  unpublishedDaysAgo?: number;
  /** An extra text section with a list of points on the article page. */
  points?: string[];
}

const KIOSK = '3. Kioskkompaniet';
const TIDNING = '1. Tidningshörnan';
const SERVICE = '2. Servicebutiken Nord';
const VAGKROGEN = '4. Vägkrogen';

export const NEWS: readonly NewsSeed[] = [
  { id: 'nyhet-01', header: 'Jackpott på V75 i helgen – över 40 miljoner i sjuan', category: 'Nyhet', daysAgo: 0, scene: 'trotting', variant: 0, chains: ['Alla'],
    body: ['På lördag väntar en jackpott på V75 med över 40 miljoner kronor till den som har sju rätt. Erfarenheten säger att omsättningen ökar kraftigt under fredagen och lördagsförmiddagen.', 'Ta fram andelsmallarna i god tid och se till att skyltningen vid kassan är uppdaterad. Nya affischer finns att beställa under Beställningar.'],
    points: ['Skylta om jackpotten vid kassan', 'Lägg upp andelar senast fredag kväll', 'Påminn kunderna om sista spelstopp 16.20'] },
  { id: 'nyhet-02', header: 'Planerat underhåll av terminalerna natten mot tisdag', category: 'Viktig info', daysAgo: 1, scene: 'shop', variant: 1,
    body: ['Natten mot tisdag mellan klockan 02.00 och 04.30 uppdateras programvaran i samtliga spelterminaler. Under den tiden går det inte att registrera spel eller betala ut vinster.', 'Terminalen startar om av sig själv när uppdateringen är klar. Kontakta Ombudssupport om terminalen inte fungerar efter klockan 06.00.'] },
  { id: 'nyhet-03', header: 'Kioskkompaniet: gemensam kampanjvecka för Lotto', category: 'Nyhet', daysAgo: 2, scene: 'lottery', variant: 2, chains: [KIOSK],
    body: ['Under vecka 49 genomför Kioskkompaniets butiker en gemensam kampanj för Lotto med extra exponering i kassalinjen.', 'Kampanjmaterialet skickas till butikerna i början av veckan. Kedjekontoret följer upp försäljningen och de tre butiker som ökar mest belönas.'] },
  { id: 'nyhet-04', header: 'Nytt utseende på kvittot från och med december', category: 'Nyhet', daysAgo: 3, scene: 'calendar', variant: 3,
    body: ['Från den 1 december får spelkvittot ett nytt utseende med tydligare vinstinformation och en QR-kod som leder till rättningen.', 'Kvittorullarna är desamma som i dag. Ingen åtgärd krävs av butiken, men berätta gärna för kunderna om nyheten.'] },
  { id: 'nyhet-05', header: 'Travsäsongen på banorna – tider för helgens tävlingar', category: 'Nyhet', daysAgo: 3, scene: 'trotting', variant: 1, shops: ['Bana'],
    body: ['Här är helgens tävlingstider för banornas spelombud. Spelet öppnar en timme före första start och kassan ska vara bemannad fram till sista lopp.', 'Tänk på att V75-spelet stänger vid första V75-avdelningens start, även på banor som inte själva arrangerar V75.'] },
  { id: 'nyhet-06', header: 'Digitala butiker: ny rutin för utbetalning av vinster', category: 'Viktig info', daysAgo: 4, scene: 'social', variant: 0, shops: ['Digital butik'],
    body: ['Från och med måndag betalas vinster över 5 000 kronor i digitala butiker ut direkt till kundens registrerade bankkonto.', 'Kunden behöver identifiera sig med e-legitimation. Instruktioner finns under Butiksinfo.'] },
  { id: 'nyhet-07', header: 'Påminnelse: obligatorisk utbildning i ansvarsfullt spelande', category: 'Viktig info', daysAgo: 5, scene: 'calendar', variant: 0, chains: ['0. Ej kedjetillhörighet'],
    body: ['All personal som säljer spel ska ha en giltig utbildning i ansvarsfullt spelande. Utbildningen gäller i ett år.', 'Under Utbildning ser du status för hela personalen. Den som inte har slutfört utbildningen får inte registrera spel.'] },
  { id: 'nyhet-08', header: 'Stryktipset: storhelg i Premier League', category: 'Nyhet', daysAgo: 6, scene: 'football', variant: 0,
    body: ['Helgens Stryktips innehåller flera toppmöten i Premier League och omsättningen väntas bli den högsta hittills i höst.', 'Sporttipsen för helgen finns under Andelsspel. Ställ gärna fram kupongerna vid kassan redan på torsdagen.'] },
  { id: 'nyhet-09', header: 'Tidningshörnan: nya öppettider under julhandeln', category: 'Nyhet', daysAgo: 7, scene: 'winter', variant: 2, chains: [TIDNING],
    body: ['Tidningshörnans butiker har förlängda öppettider under december. Kom ihåg att uppdatera öppettiderna under Inställningar så att de visas rätt för kunderna.', 'Kedjekontoret skickar ut bemanningsschemat separat.'] },
  { id: 'nyhet-10', header: 'Eurojackpot når taket – 1 miljard kronor', category: 'Nyhet', daysAgo: 8, scene: 'coins', variant: 1,
    body: ['Eurojackpot har nått sitt tak och vid fredagens dragning kan en spelare vinna motsvarande 1 miljard kronor.', 'När taket är nått fördelas överskottet till nästa vinstnivå. Det gör att även fem rätt plus ett stjärntal kan ge rekordvinster.'] },
  { id: 'nyhet-11', header: 'Servicebutiken Nord: gemensam beställning av skyltmaterial', category: 'Nyhet', daysAgo: 9, scene: 'shop', variant: 3, chains: [SERVICE],
    body: ['Kedjans butiker gör en gemensam beställning av nytt skyltmaterial. Beställningen stänger på fredag.', 'Butiker som redan har nytt material behöver inte göra något.'] },
  { id: 'nyhet-12', header: 'Ombudssupporten har nya telefontider', category: 'Ingen', daysAgo: 10, scene: 'shop', variant: 0,
    body: ['Ombudssupporten har från och med i dag öppet vardagar 07.00–22.00 och helger 09.00–22.00.', 'Brådskande ärenden om terminalen tas som tidigare dygnet runt.'] },
  { id: 'nyhet-13', header: 'Vinnare i höstens säljtävling', category: 'Nyhet', daysAgo: 11, scene: 'trophy', variant: 0, chains: ['Alla'],
    body: ['Höstens säljtävling är avgjord. Vinnarbutiken ökade sin försäljning av Triss med 38 procent jämfört med samma period förra året.', 'Alla deltagande butiker får ett diplom och de tio bästa får en frukost till personalen.'] },
  { id: 'nyhet-14', header: 'Vägkrogen: spel vid pumparna testas i vinter', category: 'Nyhet', daysAgo: 12, scene: 'coins', variant: 2, chains: [VAGKROGEN],
    body: ['Vägkrogen testar under vintern att sälja Triss vid utvalda pumpstationer.', 'Butikerna som deltar har fått separat information.'] },
  { id: 'nyhet-15', header: 'Ny spelform: Dagens Dubbel på lördagar', category: 'Nyhet', daysAgo: 13, scene: 'trotting', variant: 2,
    body: ['Från och med nästa månad erbjuds Dagens Dubbel även på lördagar i samband med V75.', 'Spelformen registreras som vanligt i terminalen och vinstlistor finns under Vinster.'] },
  { id: 'nyhet-16', header: 'Ändrade rutiner för ålderskontroll', category: 'Viktig info', daysAgo: 14, scene: 'shop', variant: 2,
    body: ['Åldersgränsen för spel är 18 år. Be alltid om legitimation om du är osäker på kundens ålder.', 'En ny utbildning om ålderskontroll finns under Utbildning och ska vara gjord senast vid årsskiftet.'] },
  { id: 'nyhet-17', header: 'Banorna: nytt kassasystem i spelhallarna', category: 'Viktig info', daysAgo: 15, scene: 'trotting', variant: 3, shops: ['Bana'],
    body: ['Spelhallarna på banorna får nytt kassasystem under januari. Installationen görs på en tävlingsfri dag.', 'Banans spelansvarige får en utbildning innan systemet tas i drift.'] },
  { id: 'nyhet-18', header: 'Triss-lotter med julmotiv i butik', category: 'Nyhet', daysAgo: 16, scene: 'winter', variant: 0,
    body: ['Julens Triss-lotter har ett nytt motiv och säljs i ett eget ställ vid kassan.', 'Beställ stället under Beställningar om det inte redan har levererats.'] },
  { id: 'nyhet-19', header: 'Fotbolls-VM: förberedelser inför sommarens spel', category: 'Nyhet', daysAgo: 18, scene: 'football', variant: 1,
    body: ['Inför sommarens mästerskap tar vi fram kampanjmaterial och andelsmallar för både matchspel och Stryktipset.', 'Materialet skickas ut i god tid före första matchen.'] },
  { id: 'nyhet-20', header: 'Digitala butiker: uppdaterad app för personalen', category: 'Nyhet', daysAgo: 19, scene: 'social', variant: 2, shops: ['Digital butik'],
    body: ['Appen för personalen i de digitala butikerna har uppdaterats med snabbare inloggning och tydligare kvitton.', 'Uppdateringen installeras automatiskt.'] },
  { id: 'nyhet-21', header: 'Kioskkompaniet: ny kontaktperson på kedjekontoret', category: 'Ingen', daysAgo: 20, scene: 'shop', variant: 1, chains: [KIOSK],
    body: ['Kedjekontoret har en ny kontaktperson för spelfrågor. Kontaktuppgifterna finns under Butiksinfo.', 'Frågor om terminalen hanteras som tidigare av Ombudssupporten.'] },
  { id: 'nyhet-22', header: 'Lotto: extra dragning på nyårsafton', category: 'Nyhet', daysAgo: 22, scene: 'lottery', variant: 0,
    body: ['På nyårsafton genomförs en extra Lotto-dragning med en garanterad högsta vinst på 50 miljoner kronor.', 'Spelstopp är klockan 18.00.'] },
  { id: 'nyhet-23', header: 'Sammanställning av provisionen för oktober', category: 'Ingen', daysAgo: 24, scene: 'coins', variant: 3,
    body: ['Provisionsrapporten för oktober finns nu under Ekonomirapporter.', 'Kontakta Ombudssupporten om något i rapporten ser fel ut.'] },
  { id: 'nyhet-24', header: 'Säkerhet: så hanterar du kontanter i kassan', category: 'Viktig info', daysAgo: 26, scene: 'coins', variant: 0,
    body: ['Håll kassan stängd mellan köpen och töm den regelbundet. Större belopp ska förvaras i värdeskåpet.', 'Vid rån: följ rånarens instruktioner och larma när det är säkert.'] },
  { id: 'nyhet-25', header: 'Höstens kampanj för Keno', category: 'Nyhet', daysAgo: 28, scene: 'lottery', variant: 3,
    body: ['Keno har fått nya vinstnivåer och en kampanj i sociala medier under hösten.', 'Skyltmaterial finns att beställa under Beställningar.'] },
  { id: 'nyhet-26', header: 'Tidningshörnan: kedjemöte i Göteborg', category: 'Ingen', daysAgo: 30, scene: 'calendar', variant: 1, chains: [TIDNING],
    body: ['Kedjemötet för Tidningshörnans butikschefer hålls i Göteborg den sista torsdagen i månaden.', 'Anmälan görs till kedjekontoret.'] },
  { id: 'nyhet-27', header: 'Nya regler för spel på kredit', category: 'Viktig info', daysAgo: 33, scene: 'shop', variant: 0,
    body: ['Spel får inte säljas på kredit. Det gäller även stamkunder och personal.', 'Betalning sker med kontanter eller kort innan spelet registreras.'] },
  { id: 'nyhet-28', header: 'V86 flyttar till onsdagar året runt', category: 'Nyhet', daysAgo: 36, scene: 'trotting', variant: 0,
    body: ['V86 körs från och med nu på onsdagar året runt.', 'Andelsmallarna för V86 har uppdaterats och finns under Andelsspel.'] },
  { id: 'nyhet-29', header: 'Sommarens bästa säljare i Norrland', category: 'Nyhet', daysAgo: 40, scene: 'summer', variant: 0, chains: [SERVICE],
    body: ['Servicebutiken Kiruna sålde mest Triss per kund under sommaren.', 'Grattis till personalen!'] },
  { id: 'nyhet-30', header: 'Midsommar: ändrade spelstopp', category: 'Viktig info', daysAgo: 44, scene: 'summer', variant: 1,
    body: ['Under midsommarhelgen gäller ändrade spelstopp för Lotto och V75.', 'Tiderna visas i terminalen.'] },
  { id: 'nyhet-31', header: 'Välkommen till den nya ombudsportalen', category: 'Nyhet', daysAgo: 50, scene: 'shop', variant: 2,
    body: ['Ombudsportalen samlar nyheter, kampanjer, rapporter och personaladministration på ett ställe.', 'Saknar du något? Kontakta Ombudssupporten.'] },
  { id: 'nyhet-32', header: 'Bana och butik: gemensam V75-kväll', category: 'Nyhet', daysAgo: 55, scene: 'trotting', variant: 3, shops: ['Bana', 'Fysisk butik'],
    body: ['Banor och butiker i samma stad bjuder in till gemensamma V75-kvällar under våren.', 'Intresseanmälan görs till din säljcoach.'] },
  { id: 'nyhet-33', header: 'Vinterns spelkalender är klar', category: 'Ingen', daysAgo: 58, scene: 'calendar', variant: 2,
    body: ['Spelkalendern för vintern finns under Andelsspel, Kalender.', 'Där ser du jackpottar, storhelger och specialomgångar.'] },
  { id: 'nyhet-34', header: 'Kommande: ny lottserie i januari', category: 'Nyhet', daysAgo: -2, publishInDays: 2, scene: 'lottery', variant: 1,
    body: ['En ny lottserie lanseras i januari.'] },
  { id: 'nyhet-35', header: 'Avslutad: sommarkampanjen för Triss', category: 'Nyhet', daysAgo: 70, unpublishedDaysAgo: 1, scene: 'summer', variant: 3,
    body: ['Sommarkampanjen för Triss är avslutad.'] },
];

export const TIPS: readonly NewsSeed[] = [
  { id: 'tips-01', header: 'Andelstips V75: tre spikar och en bred avdelning', category: 'Andelsspel', daysAgo: 1, scene: 'trotting', variant: 2,
    body: ['Helgens förslag på andelssystem bygger på tre spikar och en helgardering i femte avdelningen.', 'Systemet kostar 2 592 kronor och passar bra att dela på 24 andelar à 108 kronor.'] },
  { id: 'tips-02', header: 'Andelstips Stryktipset: satsa på hemmalagen', category: 'Andelsspel', daysAgo: 5, scene: 'football', variant: 2,
    body: ['Hemmalagen har vunnit sju av de tio senaste matcherna i omgången. Förslaget har fyra helgarderingar och tre halvgarderingar.'] },
  { id: 'tips-03', header: 'Andelstips V86: skrällvarning i sista avdelningen', category: 'Andelsspel', daysAgo: 9, scene: 'trotting', variant: 1,
    body: ['Sista avdelningen är helt öppen. Vi föreslår att gardera med sex hästar.'] },
  { id: 'tips-04', header: 'Andelstips Europatipset: gardera derbyt', category: 'Andelsspel', daysAgo: 15, scene: 'football', variant: 3,
    body: ['Derbyt är omgångens svåraste match. Gardera den och spika favoriterna i övrigt.'] },
  { id: 'tips-05', header: 'Sometips: visa jackpotten i ett inlägg', category: 'Sociala medier', daysAgo: 2, scene: 'social', variant: 1,
    body: ['Ta en bild på jackpottaffischen i butiken och lägg upp den på butikens sida. Kom ihåg att spel är förbjudet för personer under 18 år.'] },
  { id: 'tips-06', header: 'Sometips: berätta om vinnare i butiken', category: 'Sociala medier', daysAgo: 7, scene: 'trophy', variant: 2,
    body: ['Har någon vunnit stort i butiken? Berätta om det, men nämn aldrig vinnarens namn utan tillstånd.'] },
  { id: 'tips-07', header: 'Sometips: filma andelsspelet', category: 'Sociala medier', daysAgo: 12, scene: 'social', variant: 3,
    body: ['En kort film om veckans andelsspel får ofta fler visningar än en bild. Håll den under 30 sekunder.'] },
  { id: 'tips-08', header: 'Sometips: rätt tid att publicera', category: 'Sociala medier', daysAgo: 20, scene: 'calendar', variant: 3,
    body: ['Inlägg om helgens spel når flest följare på torsdagar och fredagar mellan klockan 16 och 19.'] },
];

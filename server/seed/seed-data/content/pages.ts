// Every Portal page of the menu (spec part 1 §2 "Menu structure") with a mix of the nine section kinds.
import type { DocumentSeed, PageSeed, SectionSeed, ShopType } from './page-types.js';
import { bold, doc, h3, link, p, paragraphs, ul } from './rich-text.js';

const pdf = (file: string, title: string, ...texts: string[]): DocumentSeed => ({ file, title, paragraphs: texts });

const ANDELSMALL_V75 = pdf('andelsmall-v75.pdf', 'Andelsmall V75', 'Fyll i systemets storlek, antal andelar och pris per andel.', 'Mallen skrivs ut i A4 och sätts upp vid kassan.');
const ANDELSMALL_STRYK = pdf('andelsmall-stryktipset.pdf', 'Andelsmall Stryktipset', 'Fyll i antal rader, antal andelar och pris per andel.');
const BUTIKSAVTAL = pdf('butiksavtal-2026.pdf', 'Butiksavtal 2026', 'Avtalet reglerar ombudets åtaganden, provision och villkor för försäljning av spel.', 'Avtalet gäller tills vidare med tre månaders uppsägningstid.');
const AVGIFTER = pdf('avgifter-2026.pdf', 'Avgifter 2026', 'Terminalhyra: 395 kr per månad.', 'Kommunikationsavgift: 120 kr per månad.', 'Avgifterna dras på provisionsavräkningen.');
const BLANKETT_ADRESS = pdf('blankett-adressandring.pdf', 'Blankett: adressändring', 'Används när butiken byter adress eller ägare.');
const BLANKETT_VINST = pdf('blankett-vinstutbetalning.pdf', 'Blankett: vinstutbetalning', 'Används vid utbetalning av vinster över 25 000 kronor.');
const SPELANSVAR = pdf('spelansvar-lathund.pdf', 'Lathund: ansvarsfullt spelande', 'Fråga om legitimation vid minsta tvekan om ålder.', 'Sälj aldrig spel på kredit.', 'Hänvisa till Stödlinjen vid oro för spelproblem.');
const KAMPANJPLAN = pdf('kampanjplan-q1.pdf', 'Kampanjplan första kvartalet', 'Januari: Triss. Februari: Lotto. Mars: V75 jackpott.');
const VINSTMATERIAL = pdf('vinstmaterial.pdf', 'Vinstmaterial för butiken', 'Affischer och skyltar om vinster i butiken.');
const TERMINAL_GUIDE = pdf('terminalen-snabbguide.pdf', 'Snabbguide för terminalen', 'Starta om: håll in strömknappen i tio sekunder.', 'Byt kvittorulle: öppna luckan och lägg i rullen med papperet uppåt.');

const text = (title: string, ...texts: string[]): SectionSeed => ({ kind: 'text', title, body: paragraphs(...texts) });

// The six home pages: each shows many kinds; the children a few each.
const HOME_PAGES: PageSeed[] = [
  {
    id: 'andelsspel', name: 'Andelsspel',
    segments: [
      {
        name: 'Fysisk butik', sections: [
          { kind: 'hero', title: 'Andelsspel – spela tillsammans', picture: { scene: 'trotting', variant: 0 }, linkUrl: '/andelsspel/andelsmallar', linkText: 'Till andelsmallarna' },
          { kind: 'text', title: 'Så fungerar andelsspel', crop: '16:9', picture: { scene: 'lottery', variant: 1 }, info: 'Andelsspel registreras i terminalen under Andelar.',
            body: doc(p('Med andelsspel kan kunderna vara med i ett större system för en mindre insats. Butiken lägger upp systemet och säljer andelar tills det är fulltecknat.'),
              ul(['Välj spelform och system'], ['Bestäm antal andelar och pris'], [bold('Registrera'), ' andelarna i terminalen senast vid spelstopp'])),
            linkUrl: '/andelsspel/tips', linkText: 'Läs veckans andelstips' },
          { kind: 'accordion', title: 'Vanliga frågor om andelsspel', info: 'Hittar du inte svaret? Kontakta Ombudssupporten.', items: [
            { header: 'Hur många andelar får ett system ha?', body: paragraphs('Ett system får ha högst 100 andelar. Priset per andel avrundas till hela kronor.') },
            { header: 'Vad händer med osålda andelar?', body: paragraphs('Osålda andelar spelas av butiken. Vinster på dem tillfaller butiken.') },
            { header: 'När betalas vinsten ut?', body: paragraphs('Vinsten delas lika mellan andelarna och kan hämtas ut i butiken dagen efter dragningen.') },
          ] },
          { kind: 'pdfList', title: 'Andelsmallar', items: [{ name: 'Andelsmall V75', document: ANDELSMALL_V75, preview: { scene: 'trotting', variant: 2 } }, { name: 'Andelsmall Stryktipset', document: ANDELSMALL_STRYK }, { name: 'Film: så lägger du upp ett andelsspel', video: true }] },
          { kind: 'tipsNewsList', title: 'Senaste andelstipsen', category: 'Andelsspel' },
        ],
      },
      {
        name: 'Bana', sections: [
          { kind: 'hero', title: 'Andelsspel på banan', picture: { scene: 'trotting', variant: 3 } },
          text('Andelsspel på tävlingsdagar', 'På tävlingsdagar säljs andelar i spelhallen fram till första start. Sätt upp andelsmallarna vid entrén.', 'Banans spelansvarige godkänner systemen innan försäljningen börjar.'),
          { kind: 'tipsNewsList', title: 'Senaste andelstipsen', category: 'Andelsspel' },
        ],
      },
      {
        name: 'Digital butik', sections: [
          text('Andelsspel i den digitala butiken', 'I den digitala butiken läggs andelar upp i butiksappen och kunderna köper dem med kort.', 'Fulltecknade system registreras automatiskt vid spelstopp.'),
          { kind: 'tipsNewsList', title: 'Senaste andelstipsen', category: 'Andelsspel' },
        ],
      },
    ],
  },
  {
    id: 'kampanj', name: 'Kampanjer',
    segments: [{
      name: 'Fysisk butik', sections: [
        { kind: 'hero', title: 'Vinterns kampanjer', picture: { scene: 'winter', variant: 1 }, linkUrl: '/kampanj/pagaende', linkText: 'Se pågående kampanjer' },
        { kind: 'multiColumn', title: 'Det här händer just nu', columns: [
          { title: 'Triss i jul', body: paragraphs('Julmotiv på Triss-lotterna och ett eget ställ vid kassan.'), picture: { scene: 'winter', variant: 0 }, linkUrl: '/kampanj/pagaende', linkText: 'Läs mer' },
          { title: 'Lotto nyårsafton', body: paragraphs('Extra dragning med garanterad högsta vinst på 50 miljoner.'), picture: { scene: 'lottery', variant: 2 } },
          { title: 'V75 jackpott', body: paragraphs('Jackpott i helgen – skylta vid kassan.'), picture: { scene: 'trotting', variant: 1 } },
        ] },
        { kind: 'video', title: 'Kampanjfilm: travhelg', description: 'Filmen visas på butikens skärm under helgen.' },
        { kind: 'text', title: 'Beställ kampanjmaterial', crop: 'Square', picture: { scene: 'shop', variant: 1 },
          body: doc(p('Affischer, hyllkantsetiketter och skärmfilmer beställs under ', link('Beställningar', '/bestallningar'), '. Leveransen tar två till tre arbetsdagar.')) },
        { kind: 'pdfList', title: 'Kampanjplaner', items: [{ name: 'Kampanjplan första kvartalet', document: KAMPANJPLAN, preview: { scene: 'calendar', variant: 1 } }] },
      ],
    }],
  },
  {
    id: 'vinster', name: 'Vinster',
    segments: [{
      name: 'Fysisk butik', sections: [
        { kind: 'hero', title: 'Vinster i butiken', picture: { scene: 'trophy', variant: 1 } },
        { kind: 'tabs', title: 'Utbetalning av vinster', tabs: [
          { title: 'Upp till 25 000 kr', body: paragraphs('Vinster upp till 25 000 kronor betalas ut kontant i butiken direkt efter att kvittot har lästs in i terminalen.') },
          { title: 'Över 25 000 kr', body: doc(p('Större vinster betalas ut till kundens bankkonto. Fyll i blanketten för vinstutbetalning tillsammans med kunden.'), ul(['Kontrollera legitimation'], ['Skicka blanketten samma dag'])) },
          { title: 'Reklamation', body: paragraphs('Om terminalen inte kan läsa kvittot: kontakta Ombudssupporten innan kunden lämnar butiken.') },
        ] },
        text('Vinstlistor', 'Under Vinstlistor hittar du arkiverade vinstlistor för travets spelformer, sorterade per spelform och datum.'),
      ],
    }],
  },
  {
    id: 'partnerprodukter', name: 'Partnerprodukter',
    segments: [{
      name: 'Fysisk butik', sections: [
        { kind: 'hero', title: 'Partnerprodukter', picture: { scene: 'coins', variant: 2 } },
        { kind: 'multiColumn', title: 'Våra partner', columns: [
          { title: 'Folkspel', body: paragraphs('Bingolotto och Sverigelotten säljs i terminalen.'), linkUrl: '/partnerprodukter/folkspel', linkText: 'Till Folkspel' },
          { title: 'Freja', body: paragraphs('Identitetskontroll med Freja eID i kassan.'), linkUrl: '/partnerprodukter/freja', linkText: 'Till Freja' },
          { title: 'Telefonkort', body: paragraphs('Laddning av kontantkort för alla operatörer.'), linkUrl: '/partnerprodukter/telefonkort', linkText: 'Till telefonkort' },
        ] },
        text('Provision på partnerprodukter', 'Provisionen på partnerprodukter redovisas i partnerrapporten varje vecka.'),
      ],
    }],
  },
  {
    id: 'butiksinfo', name: 'Butiksinfo',
    segments: [
      {
        name: 'Fysisk butik', sections: [
          { kind: 'hero', title: 'Information för butiken', picture: { scene: 'shop', variant: 0 } },
          { kind: 'text', title: 'Butiksinfo för fysiska butiker', crop: 'Full Width', picture: { scene: 'shop', variant: 3 },
            body: paragraphs('Här samlar vi det du behöver i vardagen: avtal, blanketter, avgifter och kontaktuppgifter.', 'Veckans viktigaste information finns under Veckan.') },
          { kind: 'accordion', title: 'Snabba svar', items: [
            { header: 'Vem kontaktar jag om terminalen?', body: paragraphs('Ombudssupporten, dygnet runt för terminalfel.') },
            { header: 'Var ser jag min provision?', body: paragraphs('Under Ekonomirapporter, rapporten Provision.') },
          ] },
          { kind: 'pdfList', title: 'Dokument', items: [{ name: 'Butiksavtal 2026', document: BUTIKSAVTAL }, { name: 'Lathund: ansvarsfullt spelande', document: SPELANSVAR, preview: { scene: 'calendar', variant: 0 } }] },
        ],
      },
      {
        name: 'Bana', sections: [
          { kind: 'hero', title: 'Information för banorna', picture: { scene: 'trotting', variant: 2 } },
          text('Butiksinfo för banor', 'Som spelombud på en bana har du egna rutiner för tävlingsdagar, kassaredovisning och spelhallens öppettider.', 'Kontakta banans spelansvarige vid frågor.'),
        ],
      },
      {
        name: 'Digital butik', sections: [
          text('Butiksinfo för digitala butiker', 'Den digitala butiken har öppet dygnet runt. Här finns rutiner för kundtjänst, utbetalningar och identifiering.', 'Frågor om butiksappen ställs till Ombudssupporten.'),
        ],
      },
    ],
  },
  {
    id: 'omatg', name: 'Om oss',
    segments: [{
      name: 'Fysisk butik', sections: [
        { kind: 'hero', title: 'Om oss', picture: { scene: 'summer', variant: 2 } },
        { kind: 'text', title: 'Spel i trygga former', crop: '16:9', picture: { scene: 'summer', variant: 0 },
          body: doc(p('Vi erbjuder spel på trav och galopp, sport och lotterier genom ett rikstäckande nät av spelombud.'), p('Överskottet går tillbaka till hästsporten.')) },
        { kind: 'video', title: 'Film: en dag på travet', description: 'Följ med bakom kulisserna en tävlingsdag.' },
      ],
    }],
  },
];

// The children: a few sections each, every one different.
const CHILD_PAGES: PageSeed[] = [
  child('andelsspel/andelsmallar', 'Andelsmallar', [
    text('Skriv ut andelsmallar', 'Mallarna finns för alla spelformer. Fyll i dem digitalt eller för hand.'),
    { kind: 'pdfList', title: 'Mallar', items: [{ name: 'Andelsmall V75', document: ANDELSMALL_V75, preview: { scene: 'trotting', variant: 2 } }, { name: 'Andelsmall Stryktipset', document: ANDELSMALL_STRYK }] },
  ]),
  child('andelsspel/hasttips', 'Hästtips', [
    { kind: 'hero', title: 'Hästtips inför helgen', picture: { scene: 'trotting', variant: 1 } },
    { kind: 'tabs', title: 'Veckans spel', tabs: [
      { title: 'V75', body: paragraphs('Spikförslag: 4 i första avdelningen och 7 i femte.') },
      { title: 'V86', body: paragraphs('Öppen avdelning 8: gardera brett.') },
      { title: 'V64', body: paragraphs('Favoritspel i avdelning 1 och 2.') },
    ] },
  ]),
  child('andelsspel/sporttips', 'Sporttips', [
    { kind: 'text', title: 'Sporttips', crop: 'Square', picture: { scene: 'football', variant: 2 }, body: paragraphs('Helgens Stryktips och Europatips med förslag på andelssystem.') },
    { kind: 'tipsNewsList', title: 'Tips från experterna', category: 'Andelsspel' },
  ]),
  child('andelsspel/arkiv', 'Arkiv', [text('Arkiv', 'Äldre andelssystem och resultat sparas här i ett år.')], ['Digital butik']),
  child('andelsspel/kalender', 'Kalender', [
    { kind: 'text', title: 'Spelkalender', crop: 'Full Width', picture: { scene: 'calendar', variant: 2 }, body: doc(h3('December'), ul(['Lördag: V75 jackpott'], ['Nyårsafton: extra Lotto-dragning'])) },
  ]),
  child('andelsspel/tips', 'Tips', [{ kind: 'tipsNewsList', title: 'Andelstips', category: 'Andelsspel' }]),
  child('kampanj/pagaende', 'Pågående', [
    { kind: 'multiColumn', title: 'Pågående kampanjer', columns: [
      { title: 'Triss i jul', body: paragraphs('Pågår till och med 24 december.'), picture: { scene: 'winter', variant: 3 } },
      { title: 'Keno', body: paragraphs('Nya vinstnivåer hela hösten.'), picture: { scene: 'lottery', variant: 3 } },
    ] },
  ]),
  child('kampanj/extra', 'Extra', [text('Extrakampanjer', 'Extra kampanjer för fysiska butiker och banor med egen skyltning.')]),
  child('kampanj/some', 'Sociala medier', [
    { kind: 'text', title: 'Butiken i sociala medier', crop: '16:9', picture: { scene: 'social', variant: 0 },
      body: paragraphs('Sociala medier är ett bra sätt att nå kunderna. Följ riktlinjerna för marknadsföring av spel.') },
    { kind: 'accordion', title: 'Riktlinjer', items: [
      { header: 'Åldersgräns', body: paragraphs('Rikta aldrig marknadsföring till personer under 18 år.') },
      { header: 'Måttfullhet', body: paragraphs('Marknadsföring av spel ska vara måttfull enligt spellagen.') },
    ] },
  ]),
  child('kampanj/sometips', 'Sometips', [{ kind: 'tipsNewsList', title: 'Tips för sociala medier', category: 'Sociala medier' }]),
  child('kampanj/varumarken', 'Varumärken', [
    { kind: 'multiColumn', columns: [
      { title: 'Logotyper', body: paragraphs('Använd alltid originalfilerna.') },
      { title: 'Färger', body: paragraphs('Primärfärgen är mörkblå.') },
    ] },
  ]),
  child('kampanj/reklam', 'Reklam', [text('Reklam på banan', 'Reklamplatser på banan bokas via banans marknadsavdelning.')], ['Bana']),
  child('kampanj/saljtavling', 'Säljtävling', [
    { kind: 'hero', title: 'Säljtävling', picture: { scene: 'trophy', variant: 3 } },
    text('Så tävlar du', 'Den butik som ökar sin försäljning mest under perioden vinner. Resultaten publiceras under Nyheter.'),
  ]),
  child('vinster/material', 'Material', [
    { kind: 'pdfList', title: 'Vinstmaterial', items: [{ name: 'Vinstmaterial för butiken', document: VINSTMATERIAL, preview: { scene: 'trophy', variant: 0 } }] },
  ]),
  {
    id: 'vinster/vinstlistor', name: 'Vinstlistor',
    segments: [
      { name: 'Fysisk butik', sections: [{ kind: 'winnersList', title: 'Arkiverade vinstlistor' }, text('Om vinstlistorna', 'Vinstlistorna är preliminära tills de har fastställts.')] },
      { name: 'Bana', sections: [text('Vinstlistor på banan', 'På banan finns vinstlistorna i spelhallens informationsskärmar.')] },
      { name: 'Digital butik', sections: [text('Vinstlistor i den digitala butiken', 'Kunderna ser sina vinster direkt i appen.')] },
    ],
  },
  child('partnerprodukter/folkspel', 'Folkspel', [text('Folkspel', 'Bingolotto och Sverigelotten säljs i terminalen under Partner.')]),
  child('partnerprodukter/freja', 'Freja', [{ kind: 'text', title: 'Freja eID', crop: 'Square', picture: { scene: 'social', variant: 2 }, body: paragraphs('Identitetskontroll med Freja eID görs i terminalen.') }]),
  child('partnerprodukter/kombispel', 'Kombispel', [text('Kombispel', 'Kombispel säljs som lotter i kassan.')]),
  child('partnerprodukter/telefonkort', 'Telefonkort', [
    { kind: 'tabs', tabs: [
      { title: 'Laddning', body: paragraphs('Välj operatör och belopp i terminalen.') },
      { title: 'Reklamation', body: paragraphs('Kontakta operatören om laddningen inte kommer fram.') },
    ] },
  ]),
  child('butiksinfo/blanketter', 'Blanketter', [
    { kind: 'pdfList', title: 'Blanketter', items: [{ name: 'Adressändring', document: BLANKETT_ADRESS }, { name: 'Vinstutbetalning', document: BLANKETT_VINST }] },
  ]),
  child('butiksinfo/butiksavtal', 'Butiksavtal', [
    text('Butiksavtalet', 'Avtalet mellan butiken och oss reglerar försäljningen av spel.'),
    { kind: 'pdfList', title: 'Avtal', items: [{ name: 'Butiksavtal 2026', document: BUTIKSAVTAL }] },
  ]),
  child('butiksinfo/avgifter', 'Avgifter', [
    { kind: 'accordion', title: 'Avgifter', items: [
      { header: 'Terminalhyra', body: paragraphs('395 kronor per månad.') },
      { header: 'Kommunikationsavgift', body: paragraphs('120 kronor per månad.') },
    ] },
    { kind: 'pdfList', title: 'Avgiftsöversikt', items: [{ name: 'Avgifter 2026', document: AVGIFTER }] },
  ]),
  child('butiksinfo/veckan', 'Veckan', [
    { kind: 'hero', title: 'Veckan i korthet', picture: { scene: 'calendar', variant: 3 } },
    text('Veckans viktigaste', 'Jackpott på V75, extra dragning i Lotto och nya Triss-lotter.'),
  ]),
  child('butiksinfo/bla', 'BLA', [text('BLA', 'Banornas lokala avtal finns hos banans spelansvarige.')], ['Bana']),
  child('butiksinfo/terminalen', 'Terminalen', [
    { kind: 'video', title: 'Film: byt kvittorulle', description: 'Så byter du kvittorulle på under en minut.' },
    { kind: 'pdfList', title: 'Guider', items: [{ name: 'Snabbguide för terminalen', document: TERMINAL_GUIDE }] },
  ]),
  child('butiksinfo/qa', 'Frågor och svar', [
    { kind: 'accordion', title: 'Frågor och svar', info: 'Frågorna uppdateras varje månad.', items: [
      { header: 'Hur byter jag lösenord?', body: doc(p('Välj ', link('Byt lösenord', '/losenord'), ' i användarmenyn.')) },
      { header: 'Hur lägger jag till personal?', body: paragraphs('Butikschefen lägger till personal under Personal.') },
      { header: 'Var hittar jag rapporterna?', body: paragraphs('Under Ekonomirapporter.') },
    ] },
  ]),
  child('butiksinfo/kontakt', 'Kontakt', [
    { kind: 'multiColumn', title: 'Kontakt', columns: [
      { title: 'Ombudssupport', body: paragraphs('Telefon 0771-11 22 33', 'Vardagar 07–22, helger 09–22') },
      { title: 'Säljcoach', body: paragraphs('Din säljcoach nås via e-post.') },
      { title: 'Faktura', body: paragraphs('Frågor om avgifter och provision.') },
    ] },
  ]),
  child('omatg/spelformer', 'Spelformer', [
    { kind: 'tabs', title: 'Spelformer', tabs: [
      { title: 'Trav', body: paragraphs('V75, V86, V64, V65, GS75, V5, V4 och Dagens Dubbel.'), picture: { scene: 'trotting', variant: 0 } },
      { title: 'Sport', body: paragraphs('Stryktipset, Europatipset, Topptipset och matchspel.'), picture: { scene: 'football', variant: 0 } },
      { title: 'Lotterier', body: paragraphs('Lotto, Eurojackpot, Keno och Triss.'), picture: { scene: 'lottery', variant: 0 } },
    ] },
  ]),
];

/** A child page: its sections for the physical shops, and the same for the other shop types named. */
function child(id: string, name: string, sections: SectionSeed[], alsoFor: ShopType[] = []): PageSeed {
  return { id, name, segments: [{ name: 'Fysisk butik', sections }, ...alsoFor.map((shop) => ({ name: shop, sections }))] };
}

export const PAGES: readonly PageSeed[] = [...HOME_PAGES, ...CHILD_PAGES];

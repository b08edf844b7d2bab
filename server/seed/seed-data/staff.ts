import type { StaffSeedRow } from './user-row.js';

// Staff of the digital agency 2002 beyond its manager, seller and economy user, so its staff page has every role and
// state (locked, forced change, no alias). Agency 1001's twelve are in users.ts (README demo accounts among them).
export const EXTRA_STAFF_ROWS: StaffSeedRow[] = [
  { username: '2002_LINNEA', first: 'Linnéa', last: 'Åkesson', roles: ['SALJPLUS'], mobile: '+46732002013', alias: 'Linnéa', born: ['19920314', '164'], agency: '2002' },
  { username: '2002_MIKAEL', first: 'Mikael', last: 'Ekdahl', roles: ['SALJARE'], mobile: '+46732002014', alias: 'Micke', born: ['19870726', '292'], agency: '2002', locked: true },
  { username: '2002_NORA', first: 'Nora', last: 'Zetterberg', roles: ['SALJARE'], mobile: '+46732002015', born: ['20020118', '347'], agency: '2002', forceChange: true },
  { username: '2002_OLLE', first: 'Olle', last: 'Ängström', roles: ['SALJARE'], mobile: '+46732002016', born: ['19990830', '073'], agency: '2002' },
  { username: '2002_PETRA', first: 'Petra', last: 'Cederholm', roles: ['SALJPLUS'], mobile: '+46732002017', alias: 'Petra C', born: ['19810402', '128'], agency: '2002', locked: true },
];

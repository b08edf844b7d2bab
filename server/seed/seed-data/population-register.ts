import { personnummer } from './users.js';

/** A person in the seeded population register (the person lookup of the add-seller form). */
export interface RegisterSeedRow {
  ssn: string;
  firstname: string;
  lastname: string;
  protected: boolean;
}

// People not on any staff: found by the lookup (names filled and locked), or with a protected identity (403, names
// typed by hand). Documented in README.md "Person lookup".
export const REGISTER_ONLY: RegisterSeedRow[] = [
  { ssn: personnummer('19900514', '123'), firstname: 'Lena', lastname: 'Åström', protected: false },
  { ssn: personnummer('19780302', '456'), firstname: 'Kjell', lastname: 'Nordin', protected: false },
  { ssn: personnummer('20020815', '789'), firstname: 'Sofia', lastname: 'Berglund', protected: false },
  { ssn: personnummer('19950101', '111'), firstname: 'Tove', lastname: 'Lindahl', protected: false },
  { ssn: personnummer('19881212', '222'), firstname: 'Hemlig', lastname: 'Person', protected: true },
  { ssn: personnummer('19670707', '333'), firstname: 'Skyddad', lastname: 'Identitet', protected: true },
  { ssn: personnummer('19911130', '444'), firstname: 'Dold', lastname: 'Uppgift', protected: true },
];

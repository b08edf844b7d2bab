// How rows read from PostgreSQL look in JavaScript: as better-sqlite3 gives them on SQLite, so a report's rows are equal.
import pg from 'pg';

const { builtins } = pg.types;
const asNumber = (value: string) => Number(value);

/**
 * Type parsers for pg's `types` option: a date stays yyyy-MM-dd text (no time zone shift), numeric (the views' kronor and
 * rates) and bigint (sums, öre) become numbers. Sums of öre stay far below 2^53.
 */
export const SQLITE_LIKE_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === builtins.DATE) return (value: string) => value;
    if (oid === builtins.NUMERIC || oid === builtins.INT8) return asNumber;
    return pg.types.getTypeParser(oid, format as 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

import type { TestApp } from './test-app';

/**
 * Makes the database refuse every insert into `table` whose new row meets `when` (SQL on `NEW`):
 * a later step of a request failing after its earlier writes, to show the request's one transaction
 * takes them all back. Answers the function that lifts the refusal (call it in `finally`).
 */
export async function failInserts(t: TestApp, table: string, when: string): Promise<() => Promise<void>> {
  const name = `test_fail_${table}`;
  const heal = async () => {
    await t.database.executeSql(`DROP TRIGGER IF EXISTS ${name} ON ${table}`);
    await t.database.executeSql(`DROP FUNCTION IF EXISTS ${name}()`);
  };
  await heal();
  await t.database.executeSql(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF ${when} THEN RAISE EXCEPTION 'test: this insert into ${table} fails'; END IF;
      RETURN NEW;
    END $$`);
  await t.database.executeSql(
    `CREATE TRIGGER ${name} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`,
  );
  return heal;
}

// Record ids are UUIDs. An id from a request or an address that is not one names no record: the server answers it
// like an unknown id before it reaches a uuid column (where PostgreSQL would refuse it with an error, not an empty
// answer), and the web leaves it out of what it asks for.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed UUID (either case); anything else can name no record. */
export function isUuid(id: string | null | undefined): id is string {
  return typeof id === 'string' && UUID.test(id);
}

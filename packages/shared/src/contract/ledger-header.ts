/**
 * The request header that names the ledger a call acts on (decision 0049). A module
 * of its own, without zod: the web client's request layer reads it on every page,
 * /login included, where the schemas are not loaded.
 */
export const LEDGER_HEADER = 'x-ledger-id';

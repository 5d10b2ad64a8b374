/*
 * Roster CSV rules, a module of their own (`@classbeam/domain/roster-csv`) rather than part of
 * the index: the web bundles the index into a chunk every page loads, and these rules belong
 * only to the dashboard's CSV chunk, loaded on click (F4).
 */
export * from './csv-cells';
export * from './history-csv';
export * from './roster-export';
export * from './roster-import';
export * from './texts';
